import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Small ships and river journeys 2027'

export const document = {
  _id: 'brochure-tours-small-ships-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-sailing-ship-cove'),
  file: brochureFile('tours', title, ['Journeys that sail as well as walk', 'Mekong, Nile and Adriatic']),
} satisfies SeedDocument<Brochure>
