import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-the-alps-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'The Alps 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a turquoise lake below snow-capped peaks, with a village of chalets and a church on the far shore, pine trees and a rowing boat',
    _sanityAsset: 'image@file://./images/c26fc0e7cc151b4a6083809d2c8e63e8789cc206-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/120177bb8bac841ff3dfb999a35b6b2696ffd3b8.pdf',
  },
} satisfies SeedDocument<Brochure>
