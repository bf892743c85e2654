import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Japan 2027'

export const document = {
  _id: 'brochure-tours-japan-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-japan-pagoda-fuji'),
  file: brochureFile('tours', title, [
    'Tokyo, the Kiso Valley, Kyoto and Hiroshima',
    'By bullet train, with ryokan nights',
  ]),
} satisfies SeedDocument<Brochure>
