import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'The Danube and central Europe 2027'

export const document = {
  _id: 'brochure-tours-danube-and-central-europe-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of an old town of colourful gabled houses, a green-domed church and a tall spire along a river, with a stone arched bridge in front and a castle on the hill behind',
    _sanityAsset: 'image@file://./images/0390cb820f545c360c6cbb4c9ebb838ce4415eb8-1600x1000.jpg',
  },
  file: brochureFile('tours', title, ['Vienna, the Wachau and Budapest', 'Wine villages and castles']),
} satisfies SeedDocument<Brochure>
