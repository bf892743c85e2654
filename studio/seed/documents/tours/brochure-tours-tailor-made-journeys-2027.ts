import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Tailor-made journeys 2027'

export const document = {
  _id: 'brochure-tours-tailor-made-journeys-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of a mud-brick kasbah with date palms on a ridge of orange Saharan dunes under a low sun',
    _sanityAsset: 'image@file://./images/15a688118dace1eefc9ceb0b5073536179818aa8-1600x1000.jpg',
  },
  file: brochureFile('tours', title, [
    'Your dates, your pace, your way',
    'Ideas to start from, planned with a specialist',
  ]),
} satisfies SeedDocument<Brochure>
