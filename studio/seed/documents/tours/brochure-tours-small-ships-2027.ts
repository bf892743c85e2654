import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Small ships and river journeys 2027'

export const document = {
  _id: 'brochure-tours-small-ships-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of a small two-masted sailing ship at anchor in a turquoise cove between pine-topped limestone headlands, with a paddleboarder near the beach',
    _sanityAsset: 'image@file://./images/91ec520a56b7e2d834dabc364790f06989969b94-1600x1000.jpg',
  },
  file: brochureFile('tours', title, ['Journeys that sail as well as walk', 'Mekong, Nile and Adriatic']),
} satisfies SeedDocument<Brochure>
