import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'
import { toursFacts } from '../../facts'

const title = 'Small-group tours 2027'

export const document = {
  _id: 'brochure-tours-small-group-tours-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-local-leader-group'),
  file: brochureFile('tours', title, [
    `At most ${toursFacts.groupLimit} travellers, a local leader all the way`,
    `${toursFacts.itineraries} itineraries across ${toursFacts.countries} countries`,
  ]),
  availableFrom: '2026-07-01T00:00:00.000Z',
} satisfies SeedDocument<Brochure>
