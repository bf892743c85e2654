import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Greek islands 2027'

export const document = {
  _id: 'brochure-tours-greek-islands-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of whitewashed houses with blue doors and a blue-domed church stepping down a Greek island hillside to a deep blue sea, with a windmill on the ridge and pink bougainvillea',
    _sanityAsset: 'image@file://./images/29e8ed2bce61fc9977994162e239fc7aa531d148-1600x1000.jpg',
  },
  file: brochureFile('tours', title, ['Athens, the Cyclades and Crete', 'Island hopping by ferry']),
} satisfies SeedDocument<Brochure>
