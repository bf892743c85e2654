import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'The Danube and central Europe 2027'

export const document = {
  _id: 'brochure-tours-danube-and-central-europe-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-old-town-river-bridge'),
  file: brochureFile('tours', title, ['Vienna, the Wachau and Budapest', 'Wine villages and castles']),
} satisfies SeedDocument<Brochure>
