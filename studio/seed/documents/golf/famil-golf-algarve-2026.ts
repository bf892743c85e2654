import type { Famil } from '../../../../web/src/content/sanity.types'
import { seedImage } from '../../pictures'
import type { SeedDocument } from '../../seedDocument'

/** A famil whose registration has closed: no page shows it any more. */
export const document = {
  _id: 'famil-golf-algarve-2026',
  _type: 'famil',
  brand: 'golf',
  title: 'Algarve golf famil 2026',
  tripName: 'Vilamoura, Quinta do Lago and the western Algarve',
  date: '2026-10-20',
  hidden: false,
  registrationOpens: '2026-05-31T14:00:00.000Z',
  registrationCloses: '2026-09-14T14:00:00.000Z',
  itineraryAndPrice: {
    price: 'AUD 3,450 per agent, twin share (land only)',
    inclusions: {
      title: 'What is included',
      list: [
        {
          _key: 'alg0golf',
          _type: 'familInclusionGroup',
          title: 'Golf',
          contents: ['Three rounds: Quinta do Lago South, Dom Pedro Old Course and Palmares'],
        },
        {
          _key: 'alg0stay',
          _type: 'familInclusionGroup',
          title: 'Accommodation',
          contents: ['Four nights at the Anantara Vilamoura, breakfast daily'],
        },
      ],
    },
    itinerary: {
      title: 'Day by day',
      list: [
        {
          _key: 'alg1faro',
          _type: 'familItineraryDay',
          title: 'Day 1: Faro to Vilamoura',
          content: 'Met at Faro Airport and transferred to Vilamoura; welcome dinner at the marina.',
          image: seedImage('golf-clubhouse-terrace'),
        },
        {
          _key: 'alg2qdl0',
          _type: 'familItineraryDay',
          title: 'Day 2: Quinta do Lago',
          content: 'A round on the South Course among the umbrella pines, then hotel inspections.',
          image: seedImage('golf-algarve-clifftop'),
        },
      ],
    },
  },
  termsAndConditions: [
    {
      _key: 'alg0term',
      _type: 'block',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _key: 'alg0span',
          _type: 'span',
          text: 'Open to Australian travel agents; places limited to 10. Flights not included.',
          marks: [],
        },
      ],
    },
  ],
} satisfies SeedDocument<Famil>
