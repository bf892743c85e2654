import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-scotland-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Scotland’s coasts and islands 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a Scottish coast with dunes, marram grass and a red-and-white lighthouse',
    _sanityAsset: 'image@file://./images/0844e80dc3dc23153b75ffc879f6f2fb60b798f5-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/940d5dc41f427e3b53c94970f5ce0881a2a2f933.pdf',
  },
} satisfies SeedDocument<Brochure>
