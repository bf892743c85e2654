import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-small-ships-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Small ships and river journeys 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of whitewashed houses with blue doors and a blue-domed church stepping down a Greek island hillside to a deep blue sea, with a windmill on the ridge and pink bougainvillea',
    _sanityAsset: 'image@file://./images/269d0d319c1580f14ad427a3dba6ca9fb2018f51-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/e19594aa7c2d73062f928b7a412fde84486e5c2e.pdf',
  },
} satisfies SeedDocument<Brochure>
