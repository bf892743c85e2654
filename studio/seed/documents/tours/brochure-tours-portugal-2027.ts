import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Portugal and the Algarve 2027'

export const document = {
  _id: 'brochure-tours-portugal-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of Porto’s hillside of tall coloured houses below the cathedral’s twin towers, with the two-deck iron arch bridge over the Douro and rabelo boats with square sails',
    _sanityAsset: 'image@file://./images/41028d33e93325a9ff1f81116a9dbf63a0e8725d-1600x1000.jpg',
  },
  file: brochureFile('tours', title, [
    'Lisbon, the Douro Valley and the south coast',
    'Walking the Fishermen’s Trail',
  ]),
} satisfies SeedDocument<Brochure>
