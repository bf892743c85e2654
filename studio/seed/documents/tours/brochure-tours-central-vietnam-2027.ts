import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Hoi An and central Vietnam 2027'

export const document = {
  _id: 'brochure-tours-central-vietnam-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of the Imperial City gate at Hue, a red pavilion with tiered golden roofs on a stone base with three arches, above a lotus pond with palms at sunset',
    _sanityAsset: 'image@file://./images/ce919d1d7b64029042c9e26c522cc4f8d4602084-1600x1000.jpg',
  },
  file: brochureFile('tours', title, [
    'Hue, the Hai Van Pass and Hoi An',
    'Cooking classes and quiet beaches',
  ]),
} satisfies SeedDocument<Brochure>
