import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Portugal and the Algarve 2027'

export const document = {
  _id: 'brochure-tours-portugal-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-porto-riverside'),
  file: brochureFile('tours', title, [
    'Lisbon, the Douro Valley and the south coast',
    'Walking the Fishermen’s Trail',
  ]),
} satisfies SeedDocument<Brochure>
