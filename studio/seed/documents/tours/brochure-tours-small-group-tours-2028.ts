import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { toursFacts } from '../../facts'

const title = 'Small-group tours 2028'

export const document = {
  _id: 'brochure-tours-small-group-tours-2028',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of layered mountain ridges in soft pink and violet at dawn',
    _sanityAsset: 'image@file://./images/b61492c23eb86024651740e58f438a79c38b83e0-1600x1000.jpg',
  },
  file: brochureFile('tours', title, [
    'Our 2028 departures, on sale from September 2027',
    `At most ${toursFacts.groupLimit} travellers, a local leader all the way`,
  ]),
  availableFrom: '2027-09-01T00:00:00.000Z',
} satisfies SeedDocument<Brochure>
