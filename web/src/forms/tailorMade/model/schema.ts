import { array, boolean, mixed, number, object, string, type InferType } from 'yup'
import { afterNextPaint } from '@/ui/afterNextPaint'
import {
  ACCOMMODATION_CARDS,
  ALREADY_BOUGHT,
  BED_TYPES,
  CLUBS_BRING_OR_RENT,
  DATE_TYPES,
  GOLF_COURSE_TYPES,
  GOLF_EXPERIENCE,
  GOLF_YES_NO,
  PACES,
  PRIVATE_OR_PUBLIC,
  TRANSPORTS,
  TRAVEL_TYPES,
  TRIP_FOCUSES,
  interestsFor,
  type GolfYesNo,
} from './options'
import { judgedAt } from '@/forms/rules/judgedAt'
import { multiLineText } from '@/forms/rules/multiLine'
import { singleLineText } from '@/forms/rules/singleLine'
import { CURRENCY_CODES } from './currencies'

/** The spec's messages (spec 02 §5, §8), word for word. */
export const MESSAGES = {
  atLeastOne: 'Please select at least one',
  interests: 'select at least one',
  roomType: 'Please select room type!',
  passengers: 'Please select passengers',
  arrivalDeparture: 'Please select Arrival / Departure',
  arrivalMonth: 'Please select arrival month',
  otherInterests: 'Please enter your other interests',
  required: 'field required',
  banner: 'complete all required fields',
  /** Ours: the wizard clears the others when "Nothing" is ticked, so only a crafted body meets it. */
  nothingAlone: 'Choose "Nothing" or what you have already bought, not both.',
} as const

/** Ours: the spec does not check the email; an address given must be one the back office can write to. */
export const EMAIL_MESSAGE = 'Please enter a valid email address.'

/** The largest budget amount: the budget's input stops there too. */
export const BUDGET_MAX = 1_000_000_000

/** The longest rich text (HTML) a field takes, as sent and once sanitised by the route. */
export const RICH_TEXT_MAX = 20_000

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const ISO_MONTH = /^\d{4}-\d{2}$/

/**
 * The earliest date that is still today somewhere (UTC-12): the server accepts an arrival of
 * "today" from a visitor whichever their time zone; the date picker offers the visitor's today.
 */
export function earliestToday(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10)
}

const KNOWN_CURRENCIES = new Set(CURRENCY_CODES)

const count = (max: number) => number().integer().min(0).max(max).required()
/** A multi-line text (the other interests, the rich text's HTML): lines as typed, no other control. */
const text = (max: number) => multiLineText().max(max, `Please keep this under ${max} characters.`).defined()
/** A single-line field (a name, a place, a note): sent to the back office as typed. */
const line = (max: number) => singleLineText().max(max, `Please keep this under ${max} characters.`).defined()
const oneOfOrEmpty = <T extends string>(values: readonly T[], message?: string) =>
  string()
    .oneOf(['', ...values], message)
    .defined()
/** A single choice: '' until the visitor makes it, and required. */
const choice = <T extends string>(values: readonly T[], message: string = MESSAGES.required) =>
  oneOfOrEmpty(values, message).test('chosen', message, (value) => value !== '')

const ALL_INTERESTS = new Set<string>(TRIP_FOCUSES.flatMap((focus) => interestsFor(focus)))

/**
 * The schemas, built on first use rather than as the module loads: the wizard's page evaluates
 * this module as it hydrates, and building them (yup clones a schema at every rule) was the
 * largest part of that work (docs/performance.md). Types come from the same builder.
 */
function buildSchemas() {
  const yesNo = mixed<'yes' | 'no' | ''>().oneOf(['yes', 'no', '']).defined()
  const golfYesNo = Object.fromEntries(Object.keys(GOLF_YES_NO).map((name) => [name, yesNo])) as Record<
    GolfYesNo,
    typeof yesNo
  >

  const golf = object({
    golfExperienced: oneOfOrEmpty(GOLF_EXPERIENCE),
    golfCourseType: array(string().oneOf(GOLF_COURSE_TYPES).required())
      .max(GOLF_COURSE_TYPES.length)
      .defined(),
    numberOfRoundsOfGolf: count(100),
    privateOrPublicGolfCourses: oneOfOrEmpty(PRIVATE_OR_PUBLIC),
    bringGolfClubsOrRent: oneOfOrEmpty(CLUBS_BRING_OR_RENT),
    ...golfYesNo,
  })
    .noUnknown('Unknown field: ${unknown}')
    .required()

  const travelDate = object({
    type: choice(DATE_TYPES),
    duration: count(365),
    arriveLocation: line(200),
    departLocation: line(200),
    /** YYYY-MM-DD, or '' */
    arriveDate: string()
      .defined()
      .test('date', MESSAGES.arrivalDeparture, (value) => value === '' || ISO_DATE.test(value)),
    departDate: string()
      .defined()
      .test('date', MESSAGES.arrivalDeparture, (value) => value === '' || ISO_DATE.test(value)),
    /** YYYY-MM of a flexible trip's arrival, or '' */
    arrivalMonth: string()
      .defined()
      .test('month', MESSAGES.arrivalMonth, (value) => value === '' || ISO_MONTH.test(value)),
  })
    .noUnknown('Unknown field: ${unknown}')
    .required()
    .test('dates set', MESSAGES.arrivalDeparture, function datesSet(dates) {
      if (dates.type !== 'HAVE_DATES_SET') return true
      return (
        dates.arriveDate !== '' &&
        dates.departDate !== '' &&
        dates.arriveDate >= earliestToday(judgedAt(this)) &&
        dates.departDate >= dates.arriveDate
      )
    })
    .test('flexible', MESSAGES.arrivalMonth, (dates) => {
      if (dates.type !== 'FLEXIBLE_DATES') return true
      return dates.arrivalMonth !== '' && dates.duration >= 1
    })

  const tailorMade = object({
    country: array(singleLineText().required().max(100)).min(1, MESSAGES.atLeastOne).max(50).required(),
    travelType: choice(TRAVEL_TYPES),
    /** Chosen by a solo traveller or a couple; '' for a family or a group. */
    selectedBedType: oneOfOrEmpty(BED_TYPES).when('travelType', {
      is: (travelType: string) => travelType === 'SOLO' || travelType === 'COUPLE',
      then: (schema) => schema.test('chosen', MESSAGES.required, (value) => value !== ''),
    }),
    numberAdults: number().integer().min(1).max(99).required(),
    childrenDetails: array(
      object({ age: number().integer().min(0).max(12).required() })
        .noUnknown()
        .required(),
    )
      .max(20)
      .required(),
    numberRooms: object({
      singleRoom: count(50),
      doubleRoom: count(50),
      tripleRoom: count(50),
      quadRoom: count(50),
    })
      .noUnknown()
      .required(),
    isConnectingRoom: boolean().required(),
    travelDate,
    otherLocationVisit: array(
      object({ location: singleLineText().required().max(200), numberNights: count(365), note: line(2000) })
        .noUnknown()
        .required(),
    )
      .max(30)
      .required(),
    /** A trip-focus id (spec 02 §2). */
    destinationFocus: choice(TRIP_FOCUSES),
    /** The other-interests text, when the focus is `other`. */
    otherInterests: text(2000).when('destinationFocus', {
      is: 'other',
      then: (schema) => schema.required(MESSAGES.otherInterests).matches(/\S/, MESSAGES.otherInterests),
    }),
    golf,
    interesting: array(
      string()
        .required()
        .test('interest', 'Unknown interest', (id) => ALL_INTERESTS.has(id)),
    )
      .min(1, MESSAGES.interests)
      .max(ALL_INTERESTS.size)
      .required(),
    pace: choice(PACES),
    accommodation: choice(ACCOMMODATION_CARDS.map((card) => card.value)),
    transportation: array(string().oneOf(TRANSPORTS).required()).min(1, MESSAGES.atLeastOne).required(),
    /** Rich text as HTML (sanitised by the route before it is stored). */
    desiredTour: text(RICH_TEXT_MAX),
    alreadyBought: array(string().oneOf(ALREADY_BOUGHT).required())
      .max(ALREADY_BOUGHT.length)
      .test(
        'nothing-alone',
        MESSAGES.nothingAlone,
        (items) => !items?.includes('nothing') || items.length === 1,
      )
      .required(),
    detailAlreadyBought: array(
      object({
        type: string()
          .oneOf(ALREADY_BOUGHT.filter((item) => item !== 'nothing'))
          .required(),
        /** Rich text as HTML, sanitised like desiredTour. */
        content: multiLineText().required().max(RICH_TEXT_MAX),
      })
        .noUnknown()
        .required(),
    )
      .max(ALREADY_BOUGHT.length)
      .required(),
    budget: object({
      currency: string()
        .required(MESSAGES.required)
        .test('currency', 'Please choose a currency', (code) => KNOWN_CURRENCIES.has(code)),
      /** Not checked before Next (spec 02 §5), and clamped at 0 by its input: the spec's "no
       * minimum" would let a negative budget through (docs/upstream.md, Known differences). */
      amount: number().min(0).max(BUDGET_MAX).required(),
    })
      .noUnknown()
      .required(),
    contactInformation: object({
      name: singleLineText().required(MESSAGES.required).matches(/\S/, MESSAGES.required).max(200),
      /** Optional (spec 02 §5); checked when given, as the back office writes to it. */
      email: line(254).email(EMAIL_MESSAGE),
      phoneNumber: singleLineText().required(MESSAGES.required).matches(/\S/, MESSAGES.required).max(40),
    })
      .noUnknown()
      .required(),
  })
    .noUnknown('Unknown field: ${unknown}')
    .strict()
  return { golf, travelDate, tailorMade }
}

type Schemas = ReturnType<typeof buildSchemas>
let schemas: Schemas | undefined
const builtSchemas = (): Schemas => (schemas ??= buildSchemas())

/**
 * The tailor-made request as the wizard sends it to /api/tailorMade, validated the same way by
 * the wizard (step by step: steps.ts) and by the route. The back office's body is built from it
 * at delivery (server/delivery/tailorMadeBody.ts). Strict: no casting, no unknown fields.
 */
export const tailorMadeSchema = (): Schemas['tailorMade'] => builtSchemas().tailorMade

let buildPending = false

/**
 * Builds the schemas once the browser has painted what the visitor just did, and before they
 * press Next: the wizard calls it on each change, and the first schedules the build. Built at the
 * first Next instead, they held that press's answer: choosing a country then Next took 152 ms
 * at 4× with the build in it, 112 ms without (docs/performance.md); built as the page loads, they
 * would add to its blocking time.
 */
export function buildSchemasAfterPaint(): void {
  if (schemas || buildPending) return
  buildPending = true
  afterNextPaint(builtSchemas)
}

export type TailorMadeAnswers = InferType<Schemas['tailorMade']>
export type GolfPreferences = InferType<Schemas['golf']>
export type TravelDate = InferType<Schemas['travelDate']>
