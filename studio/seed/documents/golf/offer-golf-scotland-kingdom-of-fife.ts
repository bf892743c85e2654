import type { Offer } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'offer-golf-scotland-kingdom-of-fife',
  _type: 'offer',
  brand: 'golf',
  title: 'Save $500 per golfer on Scotland: The Kingdom of Fife',
  slug: { _type: 'slug', current: 'scotland-kingdom-of-fife' },
  summary:
    'Five hundred dollars off per golfer on our Kingdom of Fife golf holiday, with rounds on the links of St Andrews and its neighbours, on 2027 departures.',
  saving: '$500 off per golfer',
  terms: [
    'Save $500 per golfer on 2027 departures of Scotland: The Kingdom of Fife.',
    'Book by 31 May 2027, with a deposit paid within 7 days of booking.',
    'Applies to golfers only; non-golfing partners travel at the partner price.',
    'Tee times are requested at booking and confirmed by the courses; the Old Course ballot is not guaranteed.',
    'For new bookings only; not combinable with any other offer.',
    'Our booking terms and conditions apply.',
  ].join('\n'),
  validFrom: '2026-11-01T00:00:00Z',
  validUntil: '2027-05-31T13:59:00Z',
  destinations: [
    { _key: 'dest1', _type: 'reference', _ref: 'destinationPage-golf-great-britain-ireland-scotland' },
  ],
  products: [{ _key: 'trip1', _type: 'productReference', type: 'golf-package', code: 'GF-SCO-FIFE' }],
  image: seedImage('golf-old-town-links'),
} satisfies SeedDocument<Offer>
