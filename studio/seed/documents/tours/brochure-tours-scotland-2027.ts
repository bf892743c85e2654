import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Scotland’s coasts and islands 2027'

export const document = {
  _id: 'brochure-tours-scotland-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of a stone castle on a small island in a Highland loch, with purple heather hills behind, heather and bracken on the shore and a stag',
    _sanityAsset: 'image@file://./images/47c7e8e905489c4ba1f5ce1af60c1ad9efcad004-1600x1000.jpg',
  },
  file: brochureFile('tours', title, [
    'Edinburgh, Skye and the Outer Hebrides',
    'Lighthouses, links and distilleries',
  ]),
} satisfies SeedDocument<Brochure>
