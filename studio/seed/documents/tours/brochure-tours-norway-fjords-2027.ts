import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Norway’s fjords 2027'

export const document = {
  _id: 'brochure-tours-norway-fjords-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-fjord-village'),
  file: brochureFile('tours', title, [
    'Bergen, the Flam Railway and Geiranger',
    'Summer walks under waterfalls',
  ]),
} satisfies SeedDocument<Brochure>
