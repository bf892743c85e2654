import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-japan-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Japan 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a red five-storey pagoda on a lakeshore below snow-capped Mt Fuji, with pink cherry blossom trees in the foreground',
    _sanityAsset: 'image@file://./images/29872c0d60b64566a5f885beb1fcea2ab698c630-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/3633455aab1dc9117f50ab38e1d14b02744ca6ff.pdf',
  },
} satisfies SeedDocument<Brochure>
