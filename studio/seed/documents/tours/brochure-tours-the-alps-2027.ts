import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'The Alps 2027'

export const document = {
  _id: 'brochure-tours-the-alps-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of a turquoise lake below snow-capped peaks, with a village of chalets and a church on the far shore, pine trees and a rowing boat',
    _sanityAsset: 'image@file://./images/c26fc0e7cc151b4a6083809d2c8e63e8789cc206-1600x1000.jpg',
  },
  file: brochureFile('tours', title, [
    'Switzerland, Austria and the Dolomites',
    'Panoramic trains and mountain huts',
  ]),
} satisfies SeedDocument<Brochure>
