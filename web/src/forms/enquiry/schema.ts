import { number, object, string, type InferType } from 'yup'
import { judgedAt } from '@/forms/rules/judgedAt'
import { multiLineText } from '@/forms/rules/multiLine'
import { singleLineText } from '@/forms/rules/singleLine'
import { MONTH_OPTIONS } from '@/forms/tailorMade/model/options'
import { earliestToday } from '@/forms/tailorMade/model/schema'
import { PRODUCT_CODE, PRODUCT_TYPES } from '@/site/products'

/**
 * The enquiry forms' messages. The spec words none for these forms; where its catalogue has a
 * fitting text it is used word for word ('This field is required', 'Email is not valid!'), the
 * others are ours (docs/upstream.md, "Known differences").
 */
export const ENQUIRY_MESSAGES = {
  required: 'This field is required',
  email: 'Email is not valid!',
  date: 'Please choose a date.',
  fromToday: 'Please choose a date from today on.',
  returnOrder: 'The return date cannot be before the departure date.',
  checkOutOrder: 'Check-out cannot be before check-in.',
  passengers: 'Please enter at least 1 passenger.',
  travellers: 'Please enter at least 1 traveller.',
  month: 'Please choose a month from the list.',
  tripGone: 'This trip is no longer available. Please reload the page.',
  counter: (label: string, min: number, max: number) => `${label}: from ${min} to ${max}.`,
} as const

/** Spec 02 §5, §9: the accommodation counters' bounds. */
export const COUNTER_BOUNDS = {
  room: { label: 'Room', min: 1, max: 4 },
  adult: { label: 'Adult', min: 1, max: 4 },
  children: { label: 'Children', min: 0, max: 4 },
} as const
export type CounterName = keyof typeof COUNTER_BOUNDS

/** Spec 02 §5, §9: flight passengers, at least 1 (no maximum; ours: 99, a number input's end). */
export const PASSENGERS_MIN = 1
export const PASSENGERS_MAX = 99

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const line = (max: number) =>
  singleLineText().required(ENQUIRY_MESSAGES.required).max(max, `Please keep this under ${max} characters.`)

const email = () =>
  singleLineText()
    .required(ENQUIRY_MESSAGES.required)
    .email(ENQUIRY_MESSAGES.email)
    .max(254, ENQUIRY_MESSAGES.email)

/**
 * A date (YYYY-MM-DD) from today on: the earliest day that is still today somewhere, so that a
 * visitor's today passes the route whatever their time zone (the date input offers their own).
 */
const dateFromToday = () =>
  string()
    .required(ENQUIRY_MESSAGES.required)
    .matches(ISO_DATE, ENQUIRY_MESSAGES.date)
    .test('from-today', ENQUIRY_MESSAGES.fromToday, function fromToday(value) {
      return !ISO_DATE.test(value) || value >= earliestToday(judgedAt(this))
    })

/** A second date of a pair, on or after the first (the dates compare as text: YYYY-MM-DD). */
const dateAfter = (first: string, message: string) =>
  dateFromToday().test('in-order', message, function inOrder(value) {
    const start: unknown = this.parent[first]
    return typeof start !== 'string' || !ISO_DATE.test(start) || !ISO_DATE.test(value) || value >= start
  })

const counter = (name: CounterName) => {
  const { label, min, max } = COUNTER_BOUNDS[name]
  const message = ENQUIRY_MESSAGES.counter(label, min, max)
  return number().typeError(message).required(message).integer(message).min(min, message).max(max, message)
}

/** The charter flight enquiry (spec 02 §2, §5), checked the same way in the browser and by its route. */
export const flightEnquirySchema = object({
  from: line(200),
  to: line(200),
  departureDate: dateFromToday(),
  returnDate: dateAfter('departureDate', ENQUIRY_MESSAGES.returnOrder),
  name: line(200),
  phoneCountry: string()
    .required(ENQUIRY_MESSAGES.required)
    .matches(/^[A-Z]{2}$/, 'Please choose a country.'),
  phoneNumber: line(30).matches(/\d/, ENQUIRY_MESSAGES.required),
  email: email(),
  passengers: number()
    .typeError(ENQUIRY_MESSAGES.passengers)
    .required(ENQUIRY_MESSAGES.passengers)
    .integer(ENQUIRY_MESSAGES.passengers)
    .min(PASSENGERS_MIN, ENQUIRY_MESSAGES.passengers)
    .max(PASSENGERS_MAX, `Please keep this under ${PASSENGERS_MAX + 1}.`),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict()

/** The accommodation enquiry (spec 02 §2, §5), checked the same way in the browser and by its route. */
export const accommodationEnquirySchema = object({
  name: line(200),
  email: email(),
  checkIn: dateFromToday(),
  checkOut: dateAfter('checkIn', ENQUIRY_MESSAGES.checkOutOrder),
  room: counter('room'),
  adult: counter('adult'),
  children: counter('children'),
  location: line(200),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict()

/** A product enquiry's travellers, at least 1 (ours: at most 99, as the flight's passengers). */
export const TRAVELLERS_MAX = PASSENGERS_MAX
/** The longest message a product enquiry takes. */
export const MESSAGE_MAX = 2000

const ISO_MONTH = /^\d{4}-\d{2}$/

/** A YYYY-MM-DD that names a day of the calendar (not 2027-02-30). */
export function isRealDate(value: string): boolean {
  return ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
}

/** `YYYY-MM` a number of months after `month` (`YYYY-MM`). */
function monthsAfter(month: string, months: number): string {
  const date = new Date(`${month}-01T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString().slice(0, 7)
}

/**
 * The month a trip is preferred in, one of those the form offers (`arrivalMonths`: this month and
 * the next 11, by the visitor's clock), or '' when a departure was chosen: required without one.
 * The route takes this month by the earliest clock and one more, for visitors a day ahead.
 */
const preferredMonth = () =>
  string()
    .defined()
    .test('required', ENQUIRY_MESSAGES.required, function required(value) {
      const departure: unknown = this.parent.departure
      return value !== '' || (typeof departure === 'string' && departure !== '')
    })
    .test('month', ENQUIRY_MESSAGES.month, function offered(value) {
      if (value === '') return true
      const first = earliestToday(judgedAt(this)).slice(0, 7)
      return ISO_MONTH.test(value) && value >= first && value <= monthsAfter(first, MONTH_OPTIONS)
    })

/**
 * An enquiry about a product (a card's or an offer page's "Enquire"): the trip (its type and
 * code, the departure when one was chosen) and what it asks of the visitor. The route looks the
 * code up in the warehouse; the name it shows and stores is the warehouse's, never the browser's.
 */
export const productEnquirySchema = object({
  productType: string().required(ENQUIRY_MESSAGES.tripGone).oneOf(PRODUCT_TYPES, ENQUIRY_MESSAGES.tripGone),
  code: string()
    .required(ENQUIRY_MESSAGES.tripGone)
    .matches(PRODUCT_CODE, { message: ENQUIRY_MESSAGES.tripGone, excludeEmptyString: true }),
  departure: string()
    .defined()
    .test('departure', ENQUIRY_MESSAGES.fromToday, function fromToday(value) {
      return value === '' || (isRealDate(value) && value >= earliestToday(judgedAt(this)))
    }),
  month: preferredMonth(),
  name: line(200),
  email: email(),
  phoneCountry: string()
    .required(ENQUIRY_MESSAGES.required)
    .matches(/^[A-Z]{2}$/, 'Please choose a country.'),
  phoneNumber: line(30).matches(/\d/, ENQUIRY_MESSAGES.required),
  travellers: number()
    .typeError(ENQUIRY_MESSAGES.travellers)
    .required(ENQUIRY_MESSAGES.travellers)
    .integer(ENQUIRY_MESSAGES.travellers)
    .min(1, ENQUIRY_MESSAGES.travellers)
    .max(TRAVELLERS_MAX, `Please keep this under ${TRAVELLERS_MAX + 1}.`),
  message: multiLineText().defined().max(MESSAGE_MAX, `Please keep this under ${MESSAGE_MAX} characters.`),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict()

export type FlightEnquiry = InferType<typeof flightEnquirySchema>
export type AccommodationEnquiry = InferType<typeof accommodationEnquirySchema>
export type ProductEnquiry = InferType<typeof productEnquirySchema>

/** A product enquiry as stored: the values, and the product's name as the warehouse gave it. */
export type StoredProductEnquiry = ProductEnquiry & { productName: string }

/** A stored enquiry: the values, and which form sent them (the outbox has one target for all). */
export type StoredEnquiry =
  | ({ kind: 'flight' } & FlightEnquiry)
  | ({ kind: 'accommodation' } & AccommodationEnquiry)
  | ({ kind: 'product' } & StoredProductEnquiry)
