import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-danube-and-central-europe-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'The Danube and central Europe 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of an old town of colourful gabled houses, a green-domed church and a tall spire along a river, with a stone arched bridge in front and a castle on the hill behind',
    _sanityAsset: 'image@file://./images/0390cb820f545c360c6cbb4c9ebb838ce4415eb8-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/230e95e232db2b36a24159c89658a51da1906954.pdf',
  },
} satisfies SeedDocument<Brochure>
