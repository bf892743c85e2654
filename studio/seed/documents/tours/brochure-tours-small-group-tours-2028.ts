import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-small-group-tours-2028',
  _type: 'brochure',
  brand: 'tours',
  title: 'Small-group tours 2028',
  image: {
    _type: 'image',
    alt: 'Illustration of layered mountain ridges in soft pink and violet at dawn',
    _sanityAsset: 'image@file://./images/b61492c23eb86024651740e58f438a79c38b83e0-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/c1f2c7795c89dbf7eb9f8a3d0ed0848752ca5093.pdf',
  },
  availableFrom: '2027-09-01T00:00:00.000Z',
} satisfies SeedDocument<Brochure>
