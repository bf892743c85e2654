import { declareForm } from '@/server/forms/declareForm'
import { acceptAccommodationEnquiry, acceptFlightEnquiry, acceptProductEnquiry } from './accept'

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

/** An enquiry about a product (a product card's or an offer page's Enquire), to the same call. */
export const productEnquiryForm = declareForm({
  name: 'enquiryProduct',
  formKind: 'enquiryProduct',
  title: 'Enquiry: a trip',
  labels: { productName: 'Trip', code: 'Trip code', productType: 'Travel type', month: 'Preferred month' },
  accept: acceptProductEnquiry,
})
