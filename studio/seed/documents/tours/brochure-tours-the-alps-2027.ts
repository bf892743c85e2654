import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-the-alps-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'The Alps 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a red panoramic train crossing a stone viaduct, with snow-capped Alpine peaks behind',
    _sanityAsset: 'image@file://./images/4c72077bb490d76cd11c3981b93239b57431663a-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/120177bb8bac841ff3dfb999a35b6b2696ffd3b8.pdf',
  },
} satisfies SeedDocument<Brochure>
