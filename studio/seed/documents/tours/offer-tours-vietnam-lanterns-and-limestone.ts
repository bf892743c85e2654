import type { Offer } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'offer-tours-vietnam-lanterns-and-limestone',
  _type: 'offer',
  brand: 'tours',
  title: 'Save 10% on Vietnam: Lanterns & Limestone',
  slug: { _type: 'slug', current: 'vietnam-lanterns-and-limestone' },
  summary:
    'Ten per cent off our small-group journey from Hanoi and Halong Bay to the lantern town of Hoi An, on 2027 departures booked by the end of March.',
  saving: '10% off the tour price',
  terms: [
    'Save 10% of the tour price per person on 2027 departures of Vietnam: Lanterns & Limestone.',
    'Book by 31 March 2027, with a deposit paid within 7 days of booking.',
    'For new bookings only; not combinable with any other offer or discount.',
    'Applies to the land tour price, not to flights, visas, insurance or optional extras.',
    'Subject to availability; limited places on each departure.',
    'Our booking terms and conditions apply.',
  ].join('\n'),
  validFrom: '2026-11-01T00:00:00Z',
  validUntil: '2027-03-31T12:59:00Z',
  destinations: [{ _key: 'dest1', _type: 'reference', _ref: 'destinationPage-tours-asia-vietnam' }],
  products: [{ _key: 'trip1', _type: 'productReference', type: 'tour', code: 'TR-VN-LAN' }],
  image: seedImage('tours-hue-imperial-gate'),
} satisfies SeedDocument<Offer>
