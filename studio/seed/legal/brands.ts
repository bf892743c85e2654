import { document as cruisesSettings } from '../documents/cruises/siteSettings-cruises'
import { document as golfSettings } from '../documents/golf/siteSettings-golf'
import { document as railSettings } from '../documents/rail/siteSettings-rail'
import { document as toursSettings } from '../documents/tours/siteSettings-tours'
import type { Inline } from './portableText'
import type { LegalBrand } from './pages'

/**
 * Each brand's details for its legal pages (pages.ts): its name from its site settings, and what
 * its sites' forms ask for. Its company, business number, governing law, privacy act, phone and
 * email are each site's own, named inline from its settings (`siteFact`).
 */
function fromSettings(settings: { title: string }): Pick<LegalBrand, 'name'> {
  return { name: settings.title }
}

const contact: Inline[] = [
  { strong: 'Contact and enquiry forms:' },
  ' your name, email address, phone number, country and what you tell us about the trip you have in mind.',
]

const tailorMade: Inline[] = [
  { strong: 'Tailor-made trip planner:' },
  ' the places, dates, travellers, budget, accommodation and interests you choose, and your name, phone and email. Your trip answers (never your contact details) are also kept in your own browser for a week so you can come back to them.',
]

const agents: Inline[] = [
  { strong: 'Travel agent applications and famil registrations:' },
  ' your agency’s details and accreditation, and your name, contact details, date of birth, nationality and gender. If you choose to tell us about mobility, dietary or other health needs, we use that information only to look after you on a famil, with your consent.',
]

const virtuoso: Inline[] = [
  { strong: 'Virtuoso agent registrations:' },
  ' your name, agency, contact details and the kind of clients and travel you sell.',
]

const webinar: Inline[] = [
  { strong: 'Webinar registrations:' },
  ' your name and email address, so we can send you the link.',
]

export const toursLegal: LegalBrand = {
  brand: 'tours',
  ...fromSettings(toursSettings),
  trip: 'tour',
  trips: 'tours',
  suppliers: 'hotels and guesthouses, local guides, transport operators and airlines',
  collected: [
    contact,
    tailorMade,
    [
      { strong: 'Charter flight and accommodation enquiries:' },
      ' your travel dates, where you are going, how many are travelling and your contact details.',
    ],
    [
      { strong: 'Brochure requests:' },
      ' your name, email address, country and the brochures you would like.',
    ],
    [
      { strong: 'Job applications:' },
      ' your name, email address and the CV you upload, which only our recruitment team can open.',
    ],
    webinar,
    virtuoso,
  ],
  agents: false,
  deposit: '$500',
  balanceDays: 60,
  bookingNotes: [
    [
      'Our small-group tours need a minimum number of travellers to run. If a departure does not reach it, we will tell you at least 45 days before departure and offer another date or a full refund.',
    ],
  ],
}

export const cruisesLegal: LegalBrand = {
  brand: 'cruises',
  ...fromSettings(cruisesSettings),
  trip: 'cruise',
  trips: 'cruises',
  suppliers: 'cruise lines, port agents, shore excursion operators, hotels and airlines',
  collected: [
    contact,
    [
      { strong: 'Charter flight and accommodation enquiries:' },
      ' your travel dates, where you are going, how many are travelling and your contact details.',
    ],
    [
      { strong: 'Our mailing list:' },
      ' your name, email address, country and the kind of cruising that interests you.',
    ],
  ],
  agents: false,
  deposit: '$1,000',
  balanceDays: 90,
  bookingNotes: [
    [
      'Each cruise line also has its own conditions of carriage, which form part of your booking; we send them with your confirmation. The ship’s captain may change the itinerary or skip a port for safety or weather, and no refund is due for that.',
    ],
  ],
}

export const golfLegal: LegalBrand = {
  brand: 'golf',
  ...fromSettings(golfSettings),
  trip: 'golf holiday',
  trips: 'golf holidays',
  suppliers: 'golf courses and clubs, hotels, caddie services, transfer companies and airlines',
  collected: [
    contact,
    tailorMade,
    [
      { strong: 'Golf day enquiries:' },
      ' your name, club or company, contact details, the number of golfers and your preferred courses and dates.',
    ],
    agents,
    virtuoso,
    webinar,
  ],
  agents: true,
  deposit: '$750',
  balanceDays: 75,
  bookingNotes: [
    [
      'Tee times are requested when you book and are confirmed by each course. Once confirmed they usually cannot be refunded or moved, and some courses ask for a handicap certificate on the day: please bring yours.',
    ],
  ],
  insuranceNotes: [
    ['Your policy should also cover your golf clubs and equipment, in transit and on the course.'],
  ],
}

export const railLegal: LegalBrand = {
  brand: 'rail',
  ...fromSettings(railSettings),
  trip: 'rail journey',
  trips: 'rail journeys',
  suppliers: 'rail operators, hotels, transfer companies and airlines',
  collected: [
    contact,
    [
      { strong: 'Rail journey enquiries:' },
      ' your name, contact details, the journey and dates that interest you, how many are travelling and where you live.',
    ],
    agents,
  ],
  agents: true,
  deposit: '$500',
  balanceDays: 90,
  bookingNotes: [
    [
      'Each rail operator’s own conditions of carriage, including its luggage limits, form part of your booking; we send them with your confirmation. Cabins are allocated by the operator, and a particular cabin can be requested but not guaranteed.',
    ],
  ],
}
