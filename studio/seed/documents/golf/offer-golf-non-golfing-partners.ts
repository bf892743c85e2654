import type { Offer } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'offer-golf-non-golfing-partners',
  _type: 'offer',
  brand: 'golf',
  title: 'Non-golfing partners travel from $2,990',
  slug: { _type: 'slug', current: 'non-golfing-partners' },
  summary:
    'Bring someone who does not play: non-golfing partners share your room and your transfers from $2,990, with a day of their own while you are on the course.',
  saving: 'Partners from $2,990',
  terms: [
    'Non-golfing partners travel from $2,990 per person, sharing a room with a golfer on the same holiday.',
    'The partner price includes accommodation, breakfast, transfers and one guided excursion; no green fees.',
    'Book by 30 September 2027, for travel in 2027 or 2028.',
    'The price from is for the Portugal holidays; Scotland partner prices are on request.',
    'Our booking terms and conditions apply.',
  ].join('\n'),
  validFrom: '2026-11-01T00:00:00Z',
  validUntil: '2027-09-30T13:59:00Z',
  destinations: [
    { _key: 'dest1', _type: 'reference', _ref: 'destinationPage-golf-europe-portugal' },
    { _key: 'dest2', _type: 'reference', _ref: 'destinationPage-golf-great-britain-ireland-scotland' },
  ],
  products: [
    { _key: 'trip1', _type: 'productReference', type: 'golf-package', code: 'GF-PT-7' },
    { _key: 'trip2', _type: 'productReference', type: 'golf-package', code: 'GF-PT-10' },
  ],
  image: seedImage('golf-coastal-walk'),
} satisfies SeedDocument<Offer>
