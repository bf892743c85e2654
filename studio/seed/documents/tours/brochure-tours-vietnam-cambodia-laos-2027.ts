import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Vietnam, Cambodia and Laos 2027'

export const document = {
  _id: 'brochure-tours-vietnam-cambodia-laos-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of Hoi An’s ochre shophouses at night, strung with silk lanterns reflected in the river',
    _sanityAsset: 'image@file://./images/20dad227746d577fc4e77a226afa9ff7495e8d47-1200x1200.jpg',
  },
  file: brochureFile('tours', title, [
    'Hanoi to the Mekong, Angkor and Luang Prabang',
    'Street food, river boats and homestays',
  ]),
} satisfies SeedDocument<Brochure>
