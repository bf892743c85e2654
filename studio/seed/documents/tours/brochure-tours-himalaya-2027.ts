import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-himalaya-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Himalaya 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of layered mountain ridges at dawn with a flock of birds',
    _sanityAsset: 'image@file://./images/b61492c23eb86024651740e58f438a79c38b83e0-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/7e57ed19f0710a01d33a314c4db16c94e05859a3.pdf',
  },
  availableUntil: '2027-12-31T13:00:00.000Z',
} satisfies SeedDocument<Brochure>
