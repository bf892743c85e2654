import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Scotland’s coasts and islands 2027'

export const document = {
  _id: 'brochure-tours-scotland-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-highland-loch-castle'),
  file: brochureFile('tours', title, [
    'Edinburgh, Skye and the Outer Hebrides',
    'Lighthouses, links and distilleries',
  ]),
} satisfies SeedDocument<Brochure>
