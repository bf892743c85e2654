import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-portugal-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Portugal and the Algarve 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of golden Algarve cliffs with umbrella pines and a rock arch offshore',
    _sanityAsset: 'image@file://./images/9598d91218bc800511aeb98296ef1ec03a9b6bd6-1200x1200.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/a325ed46134725e4dfaaa6ec04b3dc1ed1a74b1c.pdf',
  },
} satisfies SeedDocument<Brochure>
