import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Himalaya 2027'

export const document = {
  _id: 'brochure-tours-himalaya-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of layered mountain ridges at dawn with a flock of birds',
    _sanityAsset: 'image@file://./images/b61492c23eb86024651740e58f438a79c38b83e0-1600x1000.jpg',
  },
  file: brochureFile('tours', title, ['Nepal, Bhutan and Ladakh', 'Teahouse treks and monastery festivals']),
  availableUntil: '2027-12-31T13:00:00.000Z',
} satisfies SeedDocument<Brochure>
