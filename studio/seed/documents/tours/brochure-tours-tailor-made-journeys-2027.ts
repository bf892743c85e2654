import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Tailor-made journeys 2027'

export const document = {
  _id: 'brochure-tours-tailor-made-journeys-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-plane-window-coast'),
  file: brochureFile('tours', title, [
    'Your dates, your pace, your way',
    'Ideas to start from, planned with a specialist',
  ]),
} satisfies SeedDocument<Brochure>
