import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Hoi An and central Vietnam 2027'

export const document = {
  _id: 'brochure-tours-central-vietnam-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-hue-imperial-gate'),
  file: brochureFile('tours', title, [
    'Hue, the Hai Van Pass and Hoi An',
    'Cooking classes and quiet beaches',
  ]),
} satisfies SeedDocument<Brochure>
