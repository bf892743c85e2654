import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-central-vietnam-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Hoi An and central Vietnam 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of Hoi An’s ochre shophouses at night, strung with red, yellow, pink and green silk lanterns reflected in the Thu Bon River',
    _sanityAsset: 'image@file://./images/20dad227746d577fc4e77a226afa9ff7495e8d47-1200x1200.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/33f8415e9b7d2126b05b53051fba139513dacf81.pdf',
  },
} satisfies SeedDocument<Brochure>
