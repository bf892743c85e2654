import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-japan-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Japan 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a white bullet train on an elevated track, with snow-capped Mt Fuji behind',
    _sanityAsset: 'image@file://./images/f61a135c1faab3e7c2f3a61a465766b187bcfd1f-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/3633455aab1dc9117f50ab38e1d14b02744ca6ff.pdf',
  },
} satisfies SeedDocument<Brochure>
