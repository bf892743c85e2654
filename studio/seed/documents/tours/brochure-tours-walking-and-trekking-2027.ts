import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Walking and trekking 2027'

export const document = {
  _id: 'brochure-tours-walking-and-trekking-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-inca-trail-machu-picchu'),
  file: brochureFile('tours', title, [
    'From gentle hill walks to high passes',
    'Graded for effort, with luggage carried',
  ]),
} satisfies SeedDocument<Brochure>
