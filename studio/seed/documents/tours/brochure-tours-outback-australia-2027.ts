import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Outback Australia 2027'

export const document = {
  _id: 'brochure-tours-outback-australia-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of a great red monolith rising from the flat red desert of the Australian outback at sunset, with spinifex tufts and desert oaks',
    _sanityAsset: 'image@file://./images/983a34b2f7c8399f16325c1c2181a0bc91813d16-1600x1000.jpg',
  },
  file: brochureFile('tours', title, [
    'Uluru, the Kimberley and the Flinders Ranges',
    'Small groups, big skies',
  ]),
} satisfies SeedDocument<Brochure>
