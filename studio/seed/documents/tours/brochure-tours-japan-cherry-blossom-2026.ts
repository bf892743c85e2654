import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'

const title = 'Japan cherry blossom 2026'

export const document = {
  _id: 'brochure-tours-japan-cherry-blossom-2026',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: {
    _type: 'image',
    alt: 'Illustration of a red five-storey pagoda on a lakeshore below snow-capped Mt Fuji, with pink cherry blossom trees in the foreground',
    _sanityAsset: 'image@file://./images/29872c0d60b64566a5f885beb1fcea2ab698c630-1600x1000.jpg',
  },
  file: brochureFile('tours', title, [
    'Spring departures, March and April 2026',
    'Kyoto, Nara and the Kiso Valley',
  ]),
  availableFrom: '2025-09-01T00:00:00.000Z',
  availableUntil: '2026-05-31T14:00:00.000Z',
} satisfies SeedDocument<Brochure>
