import { number, object, string, type InferType } from 'yup'
import { judgedAt } from '@/forms/rules/judgedAt'
import { singleLineText } from '@/forms/rules/singleLine'
import { earliestToday } from '@/forms/tailorMade/model/schema'

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

export type FlightEnquiry = InferType<typeof flightEnquirySchema>
export type AccommodationEnquiry = InferType<typeof accommodationEnquirySchema>

/** A stored enquiry: the values, and which tab sent them (the outbox has one target for both). */
export type StoredEnquiry =
  ({ kind: 'flight' } & FlightEnquiry) | ({ kind: 'accommodation' } & AccommodationEnquiry)
