import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-outback-australia-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Outback Australia 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a silver train crossing flat red desert dotted with spinifex, with purple ranges beyond',
    _sanityAsset: 'image@file://./images/fece1a0d8194980b67b1ee83e7bc260d5882ac20-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/c21a0728f46ccb9e279fa3fd9b28ca7672075bec.pdf',
  },
} satisfies SeedDocument<Brochure>
