import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Great railway journeys 2027'

export const document = {
  _id: 'brochure-tours-great-railway-journeys-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-steam-train-valley'),
  file: brochureFile('tours', title, [
    'Sleeper trains and grand stations',
    'Europe, Asia and Australia by rail',
  ]),
} satisfies SeedDocument<Brochure>
