import type { Offer } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'offer-golf-portugal-fifth-round-free',
  _type: 'offer',
  brand: 'golf',
  title: 'A fifth round free on Portugal: Algarve Sun',
  slug: { _type: 'slug', current: 'portugal-fifth-round-free' },
  summary:
    'Play five rounds on the Algarve for the price of four: the fifth green fee is on us on our Algarve Sun golf holidays.',
  saving: 'A fifth round free',
  terms: [
    'Book four rounds on an Algarve Sun golf holiday and the fifth green fee is free.',
    'Book by 30 June 2027, for travel between 1 September 2027 and 31 May 2028.',
    'The free round is at a course of the itinerary, on a day we agree with you; not exchangeable for cash.',
    'For new bookings only; not combinable with any other offer.',
    'Our booking terms and conditions apply.',
  ].join('\n'),
  validFrom: '2026-11-01T00:00:00Z',
  validUntil: '2027-06-30T13:59:00Z',
  destinations: [{ _key: 'dest1', _type: 'reference', _ref: 'destinationPage-golf-europe-portugal' }],
  products: [{ _key: 'trip1', _type: 'productReference', type: 'golf-package', code: 'GF-PT-ALG' }],
  image: seedImage('golf-algarve-clifftop'),
} satisfies SeedDocument<Offer>
