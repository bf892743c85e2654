import { earliestToday } from '@/forms/tailorMade/model/schema'
import type { AccommodationEnquiry, FlightEnquiry, ProductEnquiry } from '@/forms/enquiry/schema'

/** A day `days` after the earliest today, as YYYY-MM-DD. */
export function dayAfterToday(days: number): string {
  const date = new Date(`${earliestToday()}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** A charter flight enquiry that passes its schema: for tests of the tab and its route. */
export const flightEnquiryValues = (): FlightEnquiry => ({
  from: 'Sydney',
  to: 'Hoi An',
  departureDate: dayAfterToday(10),
  returnDate: dayAfterToday(20),
  name: 'Ana Lee',
  phoneCountry: 'AU',
  phoneNumber: '0412 345 678',
  email: 'ana@example.com',
  passengers: 3,
})

/** An accommodation enquiry that passes its schema. */
export const accommodationEnquiryValues = (): AccommodationEnquiry => ({
  name: 'Ana Lee',
  email: 'ana@example.com',
  checkIn: dayAfterToday(10),
  checkOut: dayAfterToday(12),
  room: 2,
  adult: 3,
  children: 1,
  location: 'Hoi An',
})

/** An enquiry about a product that passes its schema: a tour, the month after this one, no departure. */
export const productEnquiryValues = (): ProductEnquiry => ({
  productType: 'tour',
  code: 'TR-VN-15',
  departure: '',
  month: dayAfterToday(40).slice(0, 7),
  name: 'Ana Lee',
  email: 'ana@example.com',
  phoneCountry: 'AU',
  phoneNumber: '0412 345 678',
  travellers: 2,
  message: 'We would like a cooking class in Hoi An.\nAnd a quiet hotel.',
})
