import type { Brochure } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { brochureFile } from '../../brochurePdf'
import { seedImage } from '../../pictures'

const title = 'Japan cherry blossom 2026'

export const document = {
  _id: 'brochure-tours-japan-cherry-blossom-2026',
  _type: 'brochure',
  brand: 'tours',
  title,
  image: seedImage('tours-kyoto-yasaka-pagoda'),
  file: brochureFile('tours', title, [
    'Spring departures, March and April 2026',
    'Kyoto, Nara and the Kiso Valley',
  ]),
  availableFrom: '2025-09-01T00:00:00.000Z',
  availableUntil: '2026-05-31T14:00:00.000Z',
} satisfies SeedDocument<Brochure>
