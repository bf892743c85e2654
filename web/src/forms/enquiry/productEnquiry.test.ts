/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import { ValidationError } from 'yup'
import { enquiryBody, productNote } from '@/server/delivery/enquiryBody'
import { earliestToday } from '@/forms/tailorMade/model/schema'
import { dayAfterToday, productEnquiryValues } from '@/testing/enquiryValues'
import { ENQUIRY_MESSAGES, productEnquirySchema, type StoredProductEnquiry } from './schema'

const tours = getSite('tours') as Site
const golf = getSite('golf') as Site
const VALUES = productEnquiryValues()

async function messages(body: unknown, context?: { sentAt: Date }) {
  try {
    await productEnquirySchema.validate(body, { abortEarly: false, strict: true, context })
    return []
  } catch (error) {
    return (error as ValidationError).inner.map(({ path, message }) => [path, message])
  }
}

/** `YYYY-MM` a number of months after the earliest today's month. */
function monthAfterThis(months: number): string {
  const date = new Date(`${earliestToday().slice(0, 7)}-01T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString().slice(0, 7)
}

describe('the product enquiry schema', () => {
  it('takes an enquiry with a preferred month, and one with a departure and no month', async () => {
    expect(await messages(VALUES)).toEqual([])
    expect(await messages({ ...VALUES, departure: dayAfterToday(30), month: '' })).toEqual([])
    expect(await messages({ ...VALUES, message: '', travellers: 1 })).toEqual([])
  })

  it('says what is missing, field by field', async () => {
    const empty = { ...VALUES, month: '', name: '', email: '', phoneNumber: '' }
    expect(await messages(empty)).toEqual(
      expect.arrayContaining(
        ['month', 'name', 'email', 'phoneNumber'].map((field) => [field, ENQUIRY_MESSAGES.required]),
      ),
    )
  })

  it.each([
    ['an unknown travel type', { productType: 'spaceflight' }, 'productType', ENQUIRY_MESSAGES.tripGone],
    ['no code', { code: '' }, 'code', ENQUIRY_MESSAGES.tripGone],
    ['a code with markup', { code: '<b>TR</b>' }, 'code', ENQUIRY_MESSAGES.tripGone],
    [
      'a departure before today',
      { departure: dayAfterToday(-2), month: '' },
      'departure',
      ENQUIRY_MESSAGES.fromToday,
    ],
    [
      'a departure that is no day',
      { departure: '2099-02-30', month: '' },
      'departure',
      ENQUIRY_MESSAGES.fromToday,
    ],
    ['a month gone by', { month: monthAfterThis(-1) }, 'month', ENQUIRY_MESSAGES.month],
    ['a month beyond those offered', { month: monthAfterThis(13) }, 'month', ENQUIRY_MESSAGES.month],
    ['a month that is not one', { month: 'June' }, 'month', ENQUIRY_MESSAGES.month],
    ['no traveller', { travellers: 0 }, 'travellers', ENQUIRY_MESSAGES.travellers],
    ['travellers as text', { travellers: '2' }, 'travellers', ENQUIRY_MESSAGES.travellers],
    ['a hundred travellers', { travellers: 100 }, 'travellers', 'Please keep this under 100.'],
    ['an email that is not one', { email: 'ana@' }, 'email', ENQUIRY_MESSAGES.email],
    ['a line break in the name', { name: 'Ana\nLee' }, 'name', expect.stringMatching(/single line/)],
    [
      'a message too long',
      { message: 'x'.repeat(2001) },
      'message',
      'Please keep this under 2000 characters.',
    ],
  ])('refuses %s', async (_, change, field, message) => {
    expect(await messages({ ...VALUES, ...change })).toEqual([[field, message]])
  })

  it("refuses the trip's name from the browser: the route takes it from the warehouse", async () => {
    expect(await messages({ ...VALUES, productName: 'A free trip' })).toEqual([
      ['', 'Unknown field: productName'],
    ])
  })

  it('judges a stored enquiry as of the day it was sent', async () => {
    const sentAt = new Date(Date.now() - 40 * 86_400_000)
    const then = earliestToday(sentAt)
    expect(await messages({ ...VALUES, departure: then, month: '' }, { sentAt })).toEqual([])
    expect(await messages({ ...VALUES, departure: then, month: '' })).toEqual([
      ['departure', ENQUIRY_MESSAGES.fromToday],
    ])
  })
})

describe('the enquiry body of a product (call 9, our extension)', () => {
  const stored: StoredProductEnquiry = { ...VALUES, month: '2027-02', productName: 'Vietnam Highlights' }

  it('names the product by its type and code, the preferred month as the dates, the trip in the note', () => {
    expect(enquiryBody({ kind: 'product', ...stored }, tours)).toEqual({
      title: '',
      firstName: 'Ana Lee',
      surname: 'Ana Lee',
      email: 'ana@example.com',
      countryCode: '+61',
      phone: '412345678',
      startDate: '2027-02-01',
      endDate: '2027-02-28',
      productType: 'tour',
      code: 'TR-VN-15',
      note: 'Trip: Vietnam Highlights (TR-VN-15)\nPreferred month: 2027-02\nTravellers: 2\nMessage: We would like a cooking class in Hoi An.\nAnd a quiet hotel.',
      rooms: [{ adult: 2, child: 0 }],
      location: '',
      webSite: 'wayfarertours.com.au',
      accommodation: '',
      accommodationType: '',
      deckLevel: '',
      contactId: 0,
      language: 'en',
      currency: 'AUD',
    })
  })

  it('gives a chosen departure as both dates, and a golf package its own type', () => {
    const body = enquiryBody(
      {
        kind: 'product',
        ...stored,
        productType: 'golf-package',
        code: 'GF-SCO-7',
        productName: 'Scotland Links: St Andrews & Carnoustie',
        departure: '2027-06-05',
        month: '',
        message: '  ',
      },
      golf,
    )
    expect(body).toMatchObject({
      startDate: '2027-06-05',
      endDate: '2027-06-05',
      productType: 'golf-package',
      code: 'GF-SCO-7',
      webSite: 'fairwaygolfjourneys.com',
    })
    expect(body.note).toBe(
      'Trip: Scotland Links: St Andrews & Carnoustie (GF-SCO-7)\nDeparture: 2027-06-05\nTravellers: 2',
    )
  })

  it("ends a leap year's February on the 29th", () => {
    expect(enquiryBody({ kind: 'product', ...stored, month: '2028-02' }, tours).endDate).toBe('2028-02-29')
    expect(productNote({ ...stored, message: '' })).not.toMatch(/Message/)
  })
})
