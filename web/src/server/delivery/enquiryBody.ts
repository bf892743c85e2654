import type { Site } from '@travel/config'
import type {
  AccommodationEnquiry,
  FlightEnquiry,
  StoredEnquiry,
  StoredProductEnquiry,
} from '@/forms/enquiry/schema'
import { splitPhone } from '@/forms/phone/splitPhone'
import type { ProductType } from '@/site/products'

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
  /** The spec's two; a product's own type is our extension of the call (docs/upstream.md). */
  productType: 'chapter-flight' | 'accommodation' | ProductType
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
 * What no enquiry asks: no title, no product code (but a product's), no accommodation, type or deck; the site's
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

/** The visitor of an enquiry that asks a name, an email and a phone, as the body names them. */
function visitor(enquiry: { name: string; email: string; phoneNumber: string; phoneCountry: string }) {
  const { countryCode, phoneNumber } = splitPhone(enquiry.phoneNumber, enquiry.phoneCountry)
  return {
    firstName: enquiry.name,
    surname: enquiry.name,
    email: enquiry.email,
    countryCode,
    phone: phoneNumber,
  }
}

function flightBody(enquiry: FlightEnquiry, site: Site): EnquiryBody {
  return {
    ...common(site),
    ...visitor(enquiry),
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

/** The last day of a month (`YYYY-MM`), as YYYY-MM-DD. */
function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10)
}

/**
 * A product enquiry's note: the trip as the warehouse names it, the departure chosen or the month
 * preferred, the travellers, and the visitor's message when there is one, one line each (the
 * message as typed, after its label).
 */
export function productNote(enquiry: StoredProductEnquiry): string {
  return [
    `Trip: ${enquiry.productName} (${enquiry.code})`,
    enquiry.departure ? `Departure: ${enquiry.departure}` : `Preferred month: ${enquiry.month}`,
    `Travellers: ${enquiry.travellers}`,
    ...(enquiry.message.trim() ? [`Message: ${enquiry.message}`] : []),
  ].join('\n')
}

function productBody(enquiry: StoredProductEnquiry, site: Site): EnquiryBody {
  return {
    ...common(site),
    ...visitor(enquiry),
    // The chosen departure's day, else the preferred month from its first day to its last.
    startDate: enquiry.departure || `${enquiry.month}-01`,
    endDate: enquiry.departure || lastDayOf(enquiry.month),
    productType: enquiry.productType,
    code: enquiry.code,
    note: productNote(enquiry),
    // The travellers as adults: the form does not ask their ages.
    rooms: [{ adult: enquiry.travellers, child: 0 }],
    // The product says where: its code.
    location: '',
  }
}

/** The enquiry call's body from a stored enquiry (validated by its route), whichever form sent it. */
export function enquiryBody(enquiry: StoredEnquiry, site: Site): EnquiryBody {
  switch (enquiry.kind) {
    case 'flight':
      return flightBody(enquiry, site)
    case 'accommodation':
      return accommodationBody(enquiry, site)
    case 'product':
      return productBody(enquiry, site)
  }
}
