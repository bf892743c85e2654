import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-small-group-tours-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Small-group tours 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of layered mountain ridges in soft pink and violet at dawn, with a low sun rising behind the peaks',
    _sanityAsset: 'image@file://./images/b61492c23eb86024651740e58f438a79c38b83e0-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/ca3efac62657688e872e59cf3b137d62bab92aed.pdf',
  },
  availableFrom: '2026-07-01T00:00:00.000Z',
} satisfies SeedDocument<Brochure>
