import { earliestToday } from '@/forms/tailorMade/model/schema'
import type { AccommodationEnquiry, FlightEnquiry } from '@/forms/enquiry/schema'

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
