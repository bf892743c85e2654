import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-walking-and-trekking-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Walking and trekking 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of bright green rice terraces curving across a hillside, with misty mountains behind',
    _sanityAsset: 'image@file://./images/444b5006d3874348f9726f2b87435590e990ffa3-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/e824c5d9aae2b754db84167281fa0bad58937a35.pdf',
  },
} satisfies SeedDocument<Brochure>
