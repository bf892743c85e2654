import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-great-railway-journeys-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Great railway journeys 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a turquoise lake below snow-capped peaks, with a village of chalets and a church on the far shore, pine trees and a rowing boat',
    _sanityAsset: 'image@file://./images/c26fc0e7cc151b4a6083809d2c8e63e8789cc206-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/ed3c490ba1683e4679227c5890dd1d089abc6855.pdf',
  },
} satisfies SeedDocument<Brochure>
