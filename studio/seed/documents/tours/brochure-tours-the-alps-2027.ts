import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'The Alps 2027'

export const document = {
  _id: 'brochure-tours-the-alps-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-alpine-lake-peaks'),
  file: brochureFile('tours', title, [
    'Switzerland, Austria and the Dolomites',
    'Panoramic trains and mountain huts',
  ]),
} satisfies SeedDocument<Brochure>
