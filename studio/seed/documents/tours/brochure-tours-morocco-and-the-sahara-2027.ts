import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Morocco and the Sahara 2027'

export const document = {
  _id: 'brochure-tours-morocco-and-the-sahara-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of a kasbah with crenellated towers on orange dunes at sunset',
    _sanityAsset: 'image@file://./images/15a688118dace1eefc9ceb0b5073536179818aa8-1600x1000.jpg',
  },
  file: brochureFile('tours', title, ['Fes, the High Atlas and a desert camp', 'Riads, souks and kasbahs']),
} satisfies SeedDocument<Brochure>
