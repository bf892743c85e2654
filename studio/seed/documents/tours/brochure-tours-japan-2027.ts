import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Japan 2027'

export const document = {
  _id: 'brochure-tours-japan-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of a red five-storey pagoda on a lakeshore below snow-capped Mt Fuji, with pink cherry blossom trees in the foreground',
    _sanityAsset: 'image@file://./images/29872c0d60b64566a5f885beb1fcea2ab698c630-1600x1000.jpg',
  },
  file: brochureFile('tours', title, [
    'Tokyo, the Kiso Valley, Kyoto and Hiroshima',
    'By bullet train, with ryokan nights',
  ]),
} satisfies SeedDocument<Brochure>
