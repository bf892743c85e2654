import type { Offer } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'offer-tours-nz-japan-no-single-supplement',
  _type: 'offer',
  brand: 'tours',
  title: 'No single supplement on Japan: Kyoto, Kiso & the Alps',
  slug: { _type: 'slug', current: 'japan-no-single-supplement' },
  summary:
    'Travelling alone? Pay no single supplement on our small-group Japan journey through Kyoto, the Kiso Valley and the Japan Alps: a saving of up to NZ$1,250.',
  saving: 'No single supplement: save up to NZ$1,250',
  terms: [
    'The single supplement (up to NZ$1,250 per person) is waived on 2027 departures of Japan: Kyoto, Kiso & the Alps.',
    'Book by 30 April 2027; up to 4 solo places on each departure.',
    'You get a room of your own at every hotel and ryokan on the itinerary.',
    'For new bookings only; not combinable with any other offer.',
    'Prices in New Zealand dollars, including GST; our booking terms and conditions apply.',
  ].join('\n'),
  validFrom: '2026-11-01T00:00:00Z',
  validUntil: '2027-04-30T11:59:00Z',
  destinations: [{ _key: 'dest1', _type: 'reference', _ref: 'destinationPage-tours-asia-japan' }],
  products: [{ _key: 'trip1', _type: 'productReference', type: 'tour', code: 'TR-JP-KISO' }],
  image: seedImage('tours-japan-pagoda-fuji'),
  onlyOnSites: ['tours-nz'],
} satisfies SeedDocument<Offer>
