import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Walking and trekking 2027'

export const document = {
  _id: 'brochure-tours-walking-and-trekking-2027',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of bright green rice terraces curving across a hillside, with misty mountains behind',
    _sanityAsset: 'image@file://./images/444b5006d3874348f9726f2b87435590e990ffa3-1600x1000.jpg',
  },
  file: brochureFile('tours', title, [
    'From gentle hill walks to high passes',
    'Graded for effort, with luggage carried',
  ]),
} satisfies SeedDocument<Brochure>
