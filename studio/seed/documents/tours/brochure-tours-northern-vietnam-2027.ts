import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Northern Vietnam highlands 2027'

export const document = {
  _id: 'brochure-tours-northern-vietnam-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-rice-terraces'),
  file: brochureFile('tours', title, [
    'Sapa, Ha Giang and Ha Long Bay',
    'Village homestays and hill-tribe markets',
  ]),
} satisfies SeedDocument<Brochure>
