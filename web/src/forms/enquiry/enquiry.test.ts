/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import { ValidationError } from 'yup'
import { enquiryBody } from '@/server/delivery/enquiryBody'
import { acceptAccommodationEnquiry, acceptFlightEnquiry } from '@/server/forms/enquiry/accept'
import { earliestToday } from '@/forms/tailorMade/model/schema'
import { accommodationEnquiryValues, dayAfterToday, flightEnquiryValues } from '@/testing/enquiryValues'
import {
  accommodationEnquirySchema,
  ENQUIRY_MESSAGES,
  flightEnquirySchema,
  type AccommodationEnquiry,
  type FlightEnquiry,
} from './schema'

const tours = getSite('tours') as Site
const toursNz = getSite('tours-nz') as Site

const FLIGHT: FlightEnquiry = flightEnquiryValues()
const ACCOMMODATION: AccommodationEnquiry = accommodationEnquiryValues()

async function messages(
  schema: typeof flightEnquirySchema | typeof accommodationEnquirySchema,
  body: unknown,
) {
  try {
    await schema.validate(body, { abortEarly: false, strict: true })
    return []
  } catch (error) {
    return (error as ValidationError).inner.map(({ path, message }) => [path, message])
  }
}

describe('the flight enquiry schema', () => {
  it('takes a filled enquiry', async () => {
    expect(await messages(flightEnquirySchema, FLIGHT)).toEqual([])
  })

  it('says what is missing, field by field', async () => {
    const empty = {
      ...FLIGHT,
      from: '',
      to: '',
      name: '',
      phoneNumber: '',
      email: '',
      departureDate: '',
      returnDate: '',
    }
    expect(await messages(flightEnquirySchema, empty)).toEqual(
      expect.arrayContaining(
        ['from', 'to', 'name', 'phoneNumber', 'email', 'departureDate', 'returnDate'].map((field) => [
          field,
          'This field is required',
        ]),
      ),
    )
  })

  it.each([
    ['an email that is not one', { email: 'ana@' }, 'email', ENQUIRY_MESSAGES.email],
    [
      'a departure before today',
      { departureDate: dayAfterToday(-1) },
      'departureDate',
      ENQUIRY_MESSAGES.fromToday,
    ],
    [
      'a return before the departure',
      { returnDate: dayAfterToday(9) },
      'returnDate',
      ENQUIRY_MESSAGES.returnOrder,
    ],
    ['a date that is not one', { departureDate: '1/2/2027' }, 'departureDate', ENQUIRY_MESSAGES.date],
    ['no passenger', { passengers: 0 }, 'passengers', ENQUIRY_MESSAGES.passengers],
    ['passengers as text', { passengers: '2' }, 'passengers', ENQUIRY_MESSAGES.passengers],
    ['an empty passenger count', { passengers: Number.NaN }, 'passengers', ENQUIRY_MESSAGES.passengers],
    ['a line break in a place', { from: 'Syd\nney' }, 'from', expect.stringMatching(/single line/)],
  ])('refuses %s', async (_, change, field, message) => {
    expect(await messages(flightEnquirySchema, { ...FLIGHT, ...change })).toEqual([[field, message]])
  })

  it('takes today, a return on the departure day and one passenger', async () => {
    const bounds = { departureDate: earliestToday(), returnDate: earliestToday(), passengers: 1 }
    expect(await messages(flightEnquirySchema, { ...FLIGHT, ...bounds })).toEqual([])
  })

  it('refuses fields it does not have', async () => {
    expect(await messages(flightEnquirySchema, { ...FLIGHT, isAdmin: true })).toEqual([
      ['', 'Unknown field: isAdmin'],
    ])
  })
})

describe('the accommodation enquiry schema', () => {
  it('takes a filled enquiry, and the counters at their bounds', async () => {
    expect(await messages(accommodationEnquirySchema, ACCOMMODATION)).toEqual([])
    const low = { room: 1, adult: 1, children: 0, checkOut: ACCOMMODATION.checkIn }
    expect(await messages(accommodationEnquirySchema, { ...ACCOMMODATION, ...low })).toEqual([])
    expect(
      await messages(accommodationEnquirySchema, { ...ACCOMMODATION, room: 4, adult: 4, children: 4 }),
    ).toEqual([])
  })

  it.each([
    ['no room', { room: 0 }, 'room', 'Room: from 1 to 4.'],
    ['five rooms', { room: 5 }, 'room', 'Room: from 1 to 4.'],
    ['no adult', { adult: 0 }, 'adult', 'Adult: from 1 to 4.'],
    ['five adults', { adult: 5 }, 'adult', 'Adult: from 1 to 4.'],
    ['fewer than no children', { children: -1 }, 'children', 'Children: from 0 to 4.'],
    ['five children', { children: 5 }, 'children', 'Children: from 0 to 4.'],
    ['half a room', { room: 1.5 }, 'room', 'Room: from 1 to 4.'],
    ['a check-in before today', { checkIn: dayAfterToday(-1) }, 'checkIn', ENQUIRY_MESSAGES.fromToday],
    [
      'a check-out before check-in',
      { checkOut: dayAfterToday(9) },
      'checkOut',
      ENQUIRY_MESSAGES.checkOutOrder,
    ],
    ['no location', { location: '' }, 'location', 'This field is required'],
    ['no name', { name: '' }, 'name', 'This field is required'],
  ])('refuses %s', async (_, change, field, message) => {
    expect(await messages(accommodationEnquirySchema, { ...ACCOMMODATION, ...change })).toEqual([
      [field, message],
    ])
  })
})

describe('the enquiry routes', () => {
  const request = { site: tours, ip: '203.0.113.7' }

  it('store each tab with its kind, for the enquiry call', async () => {
    expect(await acceptFlightEnquiry(FLIGHT, request)).toEqual({
      payload: { kind: 'flight', ...FLIGHT },
      targets: ['reservation.enquiry'],
    })
    expect(await acceptAccommodationEnquiry(ACCOMMODATION, request)).toEqual({
      payload: { kind: 'accommodation', ...ACCOMMODATION },
      targets: ['reservation.enquiry'],
    })
  })

  it("refuse the other tab's values", async () => {
    await expect(acceptFlightEnquiry(ACCOMMODATION, request)).rejects.toBeInstanceOf(ValidationError)
    await expect(
      acceptAccommodationEnquiry({ ...ACCOMMODATION, kind: 'flight' }, request),
    ).rejects.toBeInstanceOf(ValidationError)
  })
})

describe('the enquiry body', () => {
  it('of a flight: the name twice, the phone split, the passengers as adults, the trip in the note', () => {
    expect(enquiryBody({ kind: 'flight', ...FLIGHT }, tours)).toEqual({
      title: '',
      firstName: 'Ana Lee',
      surname: 'Ana Lee',
      email: 'ana@example.com',
      countryCode: '+61',
      phone: '412345678',
      startDate: FLIGHT.departureDate,
      endDate: FLIGHT.returnDate,
      productType: 'chapter-flight',
      code: '',
      note: `From: Sydney\nTo: Hoi An\nDeparture: ${FLIGHT.departureDate}\nReturn: ${FLIGHT.returnDate}`,
      rooms: [{ adult: 3, child: 0 }],
      location: 'Hoi An',
      webSite: 'wayfarertours.com.au',
      accommodation: '',
      accommodationType: '',
      deckLevel: '',
      contactId: 0,
      language: 'en',
      currency: 'AUD',
    })
  })

  it("of an accommodation: the rooms in the note, the party in one room entry, the site's currency", () => {
    expect(enquiryBody({ kind: 'accommodation', ...ACCOMMODATION }, toursNz)).toEqual({
      title: '',
      firstName: 'Ana Lee',
      surname: 'Ana Lee',
      email: 'ana@example.com',
      countryCode: '',
      phone: '',
      startDate: ACCOMMODATION.checkIn,
      endDate: ACCOMMODATION.checkOut,
      productType: 'accommodation',
      code: '',
      note: 'Room: 2',
      rooms: [{ adult: 3, child: 1 }],
      location: 'Hoi An',
      webSite: 'wayfarertours.co.nz',
      accommodation: '',
      accommodationType: '',
      deckLevel: '',
      contactId: 0,
      language: 'en',
      currency: 'NZD',
    })
  })

  it('of a flight with a number in another country', () => {
    const body = enquiryBody(
      { kind: 'flight', ...FLIGHT, phoneCountry: 'NZ', phoneNumber: '021 123 4567' },
      tours,
    )
    expect(body).toMatchObject({ countryCode: '+64', phone: '211234567' })
  })
})
