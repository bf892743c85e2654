import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-small-ships-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Small ships and river journeys 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a ship with lit cabin windows on a calm sea at sunset',
    _sanityAsset: 'image@file://./images/e1d4dc0ed8076fb455b698211de182f58626a130-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/e19594aa7c2d73062f928b7a412fde84486e5c2e.pdf',
  },
} satisfies SeedDocument<Brochure>
