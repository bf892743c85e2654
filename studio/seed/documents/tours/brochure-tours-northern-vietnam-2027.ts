import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-northern-vietnam-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Northern Vietnam highlands 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of rice terraces and a small wooden hut on a misty hillside',
    _sanityAsset: 'image@file://./images/444b5006d3874348f9726f2b87435590e990ffa3-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/4faf4f9395937bcf70160283522dd496a3e1d9f1.pdf',
  },
} satisfies SeedDocument<Brochure>
