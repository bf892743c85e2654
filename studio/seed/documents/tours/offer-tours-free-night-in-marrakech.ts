import type { Offer } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'offer-tours-free-night-in-marrakech',
  _type: 'offer',
  brand: 'tours',
  title: 'A free night in Marrakech on private journeys',
  slug: { _type: 'slug', current: 'free-night-in-marrakech' },
  summary:
    'Add a night in a Marrakech riad, with breakfast, at no cost to any private journey through Morocco of eight nights or more.',
  saving: 'A free night in Marrakech',
  terms: [
    'One extra night in Marrakech, in a riad of our choosing with breakfast, free for every traveller on a private Morocco journey of 8 nights or more.',
    'Book by 30 June 2027, for travel before 31 March 2028.',
    'The free night is added to the start or the end of the journey, not taken as a discount.',
    'Not exchangeable for cash; not combinable with any other offer.',
    'Subject to availability; our booking terms and conditions apply.',
  ].join('\n'),
  validFrom: '2026-11-01T00:00:00Z',
  validUntil: '2027-06-30T13:59:00Z',
  products: [{ _key: 'trip1', _type: 'productReference', type: 'tour', code: 'TR-MA-10' }],
  image: seedImage('tours-sahara-kasbah'),
} satisfies SeedDocument<Offer>
