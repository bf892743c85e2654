import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-norway-fjords-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Norway’s fjords 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a small ship sailing between steep green fjord cliffs beside a tall waterfall',
    _sanityAsset: 'image@file://./images/25f7175edcd29a54503d89155ec1b359b2a2d8e3-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/93ff1cf0b43947efbcc3ac544e05dc508b778b06.pdf',
  },
} satisfies SeedDocument<Brochure>
