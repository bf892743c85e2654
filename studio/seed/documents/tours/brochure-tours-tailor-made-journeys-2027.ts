import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'brochure-tours-tailor-made-journeys-2027',
  _type: 'brochure',
  brand: 'tours',
  title: 'Tailor-made journeys 2027',
  image: {
    _type: 'image',
    alt: 'Illustration of a mud-brick kasbah with date palms on a ridge of orange Saharan dunes under a low sun',
    _sanityAsset: 'image@file://./images/15a688118dace1eefc9ceb0b5073536179818aa8-1600x1000.jpg',
  },
  file: {
    _type: 'file',
    _sanityAsset: 'file@file://./files/0f922fd56dba7b8a26666120e7ee4218e0833a53.pdf',
  },
} satisfies SeedDocument<Brochure>
