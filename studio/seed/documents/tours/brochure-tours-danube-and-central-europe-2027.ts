import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-danube-and-central-europe-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'The Danube and central Europe 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a river ship on the Danube passing a village with a blue church tower and vineyards',
    _sanityAsset: 'image@file://./images/285e2cfa8071b4ee70987262cbcc309895e17df0-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/230e95e232db2b36a24159c89658a51da1906954.pdf',
  },
} satisfies SeedDocument<Brochure>
