import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { toursFacts } from '../../facts'

const title = 'Small-group tours 2027'

export const document = {
  _id: 'brochure-tours-small-group-tours-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of layered mountain ridges in soft pink and violet at dawn, with a low sun rising behind the peaks',
    _sanityAsset: 'image@file://./images/b61492c23eb86024651740e58f438a79c38b83e0-1600x1000.jpg',
  },
  file: brochureFile('tours', title, [
    `At most ${toursFacts.groupLimit} travellers, a local leader all the way`,
    `${toursFacts.itineraries} itineraries across ${toursFacts.countries} countries`,
  ]),
  availableFrom: '2026-07-01T00:00:00.000Z',
} satisfies SeedDocument<Brochure>
