import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-great-railway-journeys-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Great railway journeys 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a grand arched railway station at dusk, with a burgundy train at the platform',
    _sanityAsset: 'image@file://./images/65ae22efd5de4d0e7023ae4428a258f930622745-1200x1200.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/ed3c490ba1683e4679227c5890dd1d089abc6855.pdf',
  },
} satisfies SeedDocument<Brochure>
