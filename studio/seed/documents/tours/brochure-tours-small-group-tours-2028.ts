import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'
import { toursFacts } from '../../facts'

const title = 'Small-group tours 2028'

export const document = {
  _id: 'brochure-tours-small-group-tours-2028',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-lan-ha-bay-karsts'),
  file: brochureFile('tours', title, [
    'Our 2028 departures, on sale from September 2027',
    `At most ${toursFacts.groupLimit} travellers, a local leader all the way`,
  ]),
  availableFrom: '2027-09-01T00:00:00.000Z',
} satisfies SeedDocument<Brochure>
