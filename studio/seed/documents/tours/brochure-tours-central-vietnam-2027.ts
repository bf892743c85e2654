import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-central-vietnam-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Hoi An and central Vietnam 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of coconut palms on Vietnam’s central coast at sunset, with purple mountains behind',
    _sanityAsset: 'image@file://./images/36416978d6fc1a38045fb1b28fc54ed0c01db7a1-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/33f8415e9b7d2126b05b53051fba139513dacf81.pdf',
  },
} satisfies SeedDocument<Brochure>
