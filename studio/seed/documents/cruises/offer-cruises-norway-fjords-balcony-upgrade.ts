import type { Offer } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'offer-cruises-norway-fjords-balcony-upgrade',
  _type: 'offer',
  brand: 'cruises',
  title: 'A free balcony upgrade on Norway’s fjords',
  slug: { _type: 'slug', current: 'norway-fjords-balcony-upgrade' },
  summary:
    'Book an ocean-view cabin on a 2027 departure of our Blue Meridian voyage from Bergen to the North Cape by the end of March, and sail in a balcony cabin.',
  saving: 'A free balcony upgrade',
  terms: [
    'An ocean-view cabin is upgraded to a balcony cabin on 2027 departures of Norway’s Fjords & North Cape.',
    'Book by 31 March 2027, with a deposit paid within 7 days of booking.',
    'For new bookings only; subject to availability of balcony cabins on each departure.',
    'Flights to Bergen are not included.',
    'Our booking terms and conditions apply.',
  ].join('\n'),
  validFrom: '2026-11-01T00:00:00Z',
  validUntil: '2027-03-31T12:59:00Z',
  products: [{ _key: 'trip1', _type: 'productReference', type: 'cruise', code: 'CR-NOR-12' }],
  image: seedImage('cruises-fjord-seven-sisters'),
} satisfies SeedDocument<Offer>
