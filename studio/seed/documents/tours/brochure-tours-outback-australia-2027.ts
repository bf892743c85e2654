import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Outback Australia 2027'

export const document = {
  _id: 'brochure-tours-outback-australia-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-outback-red-rock'),
  file: brochureFile('tours', title, [
    'Uluru, the Kimberley and the Flinders Ranges',
    'Small groups, big skies',
  ]),
} satisfies SeedDocument<Brochure>
