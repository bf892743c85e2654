import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Norway’s fjords 2027'

export const document = {
  _id: 'brochure-tours-norway-fjords-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of a Norwegian fjord between steep green walls, with a waterfall, snowy peaks at its head and a village of red and ochre cabins by a jetty',
    _sanityAsset: 'image@file://./images/57f3c030e4770b72bc57fb1bbabaa9b802a80013-1600x1000.jpg',
  },
  file: brochureFile('tours', title, [
    'Bergen, the Flam Railway and Geiranger',
    'Summer walks under waterfalls',
  ]),
} satisfies SeedDocument<Brochure>
