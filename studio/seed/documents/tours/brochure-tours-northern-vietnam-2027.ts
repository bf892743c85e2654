import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Northern Vietnam highlands 2027'

export const document = {
  _id: 'brochure-tours-northern-vietnam-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of rice terraces and a small wooden hut on a misty hillside',
    _sanityAsset: 'image@file://./images/444b5006d3874348f9726f2b87435590e990ffa3-1600x1000.jpg',
  },
  file: brochureFile('tours', title, [
    'Sapa, Ha Giang and Ha Long Bay',
    'Village homestays and hill-tribe markets',
  ]),
} satisfies SeedDocument<Brochure>
