import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Himalaya 2027'

export const document = {
  _id: 'brochure-tours-himalaya-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-mountain-ridges-dawn'),
  file: brochureFile('tours', title, ['Nepal, Bhutan and Ladakh', 'Teahouse treks and monastery festivals']),
  availableUntil: '2027-12-31T13:00:00.000Z',
} satisfies SeedDocument<Brochure>
