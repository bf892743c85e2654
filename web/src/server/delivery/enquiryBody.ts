import type { Site } from '@travel/config'
import type { AccommodationEnquiry, FlightEnquiry, StoredEnquiry } from '@/forms/enquiry/schema'
import { splitPhone } from '@/forms/phone/splitPhone'

/** The body of POST {reservation}/reservation/enquiry (spec 02 §3; docs/upstream.md). */
export type EnquiryBody = {
  title: string
  firstName: string
  surname: string
  email: string
  countryCode: string
  phone: string
  startDate: string
  endDate: string
  productType: 'chapter-flight' | 'accommodation'
  code: string
  note: string
  rooms: { adult: number; child: number }[]
  location: string
  webSite: string
  accommodation: string
  accommodationType: string
  deckLevel: string
  contactId: 0
  language: 'en'
  currency: string
}

/**
 * What neither tab asks: no title, no product code, no accommodation, type or deck; the site's
 * label, currency and English; contact 0 (a new contact). Choices documented in docs/upstream.md.
 */
function common(site: Site) {
  return {
    title: '',
    code: '',
    webSite: site.siteLabel,
    accommodation: '',
    accommodationType: '',
    deckLevel: '',
    contactId: 0 as const,
    language: 'en' as const,
    currency: site.currency,
  }
}

/** The flight tab's note: where from and to, and the two dates, one line each. */
export function flightNote(enquiry: FlightEnquiry): string {
  return [
    `From: ${enquiry.from}`,
    `To: ${enquiry.to}`,
    `Departure: ${enquiry.departureDate}`,
    `Return: ${enquiry.returnDate}`,
  ].join('\n')
}

function flightBody(enquiry: FlightEnquiry, site: Site): EnquiryBody {
  const { countryCode, phoneNumber } = splitPhone(enquiry.phoneNumber, enquiry.phoneCountry)
  return {
    ...common(site),
    firstName: enquiry.name,
    surname: enquiry.name,
    email: enquiry.email,
    countryCode,
    phone: phoneNumber,
    startDate: enquiry.departureDate,
    endDate: enquiry.returnDate,
    productType: 'chapter-flight',
    note: flightNote(enquiry),
    rooms: [{ adult: enquiry.passengers, child: 0 }],
    // The flight's destination: the place the enquiry is about.
    location: enquiry.to,
  }
}

function accommodationBody(enquiry: AccommodationEnquiry, site: Site): EnquiryBody {
  return {
    ...common(site),
    firstName: enquiry.name,
    surname: enquiry.name,
    email: enquiry.email,
    // The accommodation tab asks no phone.
    countryCode: '',
    phone: '',
    startDate: enquiry.checkIn,
    endDate: enquiry.checkOut,
    productType: 'accommodation',
    note: `Room: ${enquiry.room}`,
    // The party as a whole: the counters count rooms, adults and children apart, not per room.
    rooms: [{ adult: enquiry.adult, child: enquiry.children }],
    location: enquiry.location,
  }
}

/** The enquiry call's body from a stored flight or accommodation enquiry (validated by its route). */
export function enquiryBody(enquiry: StoredEnquiry, site: Site): EnquiryBody {
  return enquiry.kind === 'flight' ? flightBody(enquiry, site) : accommodationBody(enquiry, site)
}
