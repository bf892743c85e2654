import { accommodationEnquirySchema, flightEnquirySchema } from '@/forms/enquiry/schema'
import { accepted } from '@/server/forms/accepted'
import { validateSubmission, type Accept } from '@/server/submissions/acceptance'

/**
 * The enquiry tabs have no captcha (the spec shows none): each route checks its tab's schema,
 * the one the form checks, and stores the values with the tab they came from, for the
 * reservation API's enquiry call.
 */
export const acceptFlightEnquiry: Accept = async (body) => {
  const values = await validateSubmission(flightEnquirySchema, body)
  return accepted({ kind: 'flight' as const, ...values }, ['reservation.enquiry'])
}

export const acceptAccommodationEnquiry: Accept = async (body) => {
  const values = await validateSubmission(accommodationEnquirySchema, body)
  return accepted({ kind: 'accommodation' as const, ...values }, ['reservation.enquiry'])
}
