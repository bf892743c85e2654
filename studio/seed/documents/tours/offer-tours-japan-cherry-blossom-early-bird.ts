import type { Offer } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'offer-tours-japan-cherry-blossom-early-bird',
  _type: 'offer',
  brand: 'tours',
  title: 'Japan cherry blossom: early-bird savings',
  slug: { _type: 'slug', current: 'japan-cherry-blossom-early-bird' },
  summary:
    'Save $300 per person on our spring 2027 cherry blossom departures, booked by the end of October 2026.',
  saving: '$300 off per person',
  terms: [
    'Save $300 per person on spring 2027 departures of Japan Cherry Blossom Trail.',
    'Book by 31 October 2026.',
    'For new bookings only; not combinable with any other offer.',
  ].join('\n'),
  validFrom: '2026-06-01T00:00:00Z',
  validUntil: '2026-10-31T12:59:00Z',
  destinations: [{ _key: 'dest1', _type: 'reference', _ref: 'destinationPage-tours-asia-japan' }],
  products: [{ _key: 'trip1', _type: 'productReference', type: 'tour', code: 'TR-JP-12' }],
  image: seedImage('tours-kyoto-yasaka-pagoda'),
} satisfies SeedDocument<Offer>
