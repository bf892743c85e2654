import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-norway-fjords-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Norway’s fjords 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a turquoise lake below snow-capped peaks, with a village of chalets and a church on the far shore, pine trees and a rowing boat',
    _sanityAsset: 'image@file://./images/c26fc0e7cc151b4a6083809d2c8e63e8789cc206-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/93ff1cf0b43947efbcc3ac544e05dc508b778b06.pdf',
  },
} satisfies SeedDocument<Brochure>
