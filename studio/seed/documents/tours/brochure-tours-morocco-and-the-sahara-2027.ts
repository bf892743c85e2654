import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-morocco-and-the-sahara-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Morocco and the Sahara 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a kasbah with crenellated towers on orange dunes at sunset',
    _sanityAsset: 'image@file://./images/15a688118dace1eefc9ceb0b5073536179818aa8-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/a0365591a651e4e3492f59edb94f33f774ea6573.pdf',
  },
} satisfies SeedDocument<Brochure>
