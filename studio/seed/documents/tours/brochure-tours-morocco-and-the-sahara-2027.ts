import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Morocco and the Sahara 2027'

export const document = {
  _id: 'brochure-tours-morocco-and-the-sahara-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-sahara-kasbah'),
  file: brochureFile('tours', title, ['Fes, the High Atlas and a desert camp', 'Riads, souks and kasbahs']),
} satisfies SeedDocument<Brochure>
