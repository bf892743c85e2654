import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Greek islands 2027'

export const document = {
  _id: 'brochure-tours-greek-islands-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-greek-island-village'),
  file: brochureFile('tours', title, ['Athens, the Cyclades and Crete', 'Island hopping by ferry']),
} satisfies SeedDocument<Brochure>
