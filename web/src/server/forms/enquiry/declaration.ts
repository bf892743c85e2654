import { declareForm } from '@/server/forms/declareForm'
import { acceptAccommodationEnquiry, acceptFlightEnquiry } from './accept'

/** The enquiry section's charter flight tab, to the reservation API's enquiry call through the outbox. */
export const flightEnquiryForm = declareForm({
  name: 'enquiryFlight',
  formKind: 'enquiryFlight',
  title: 'Enquiry: charter flight',
  accept: acceptFlightEnquiry,
})

/** The enquiry section's accommodation tab, to the same call. */
export const accommodationEnquiryForm = declareForm({
  name: 'enquiryAccommodation',
  formKind: 'enquiryAccommodation',
  title: 'Enquiry: accommodation',
  accept: acceptAccommodationEnquiry,
})
