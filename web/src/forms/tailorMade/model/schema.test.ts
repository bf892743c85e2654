/** @jest-environment node */
import { ValidationError } from 'yup'
import { emptyAnswers, type TailorMadeAnswers } from './answers'
import { CURRENCY_CODES } from './currencies'
import { earliestToday, tailorMadeSchema } from './schema'

// The server's "today" is the earliest date that is still today somewhere (UTC-12).
const NOW = new Date('2030-03-10T12:00:00Z')
beforeAll(() => jest.useFakeTimers({ now: NOW }))
afterAll(() => jest.useRealTimers())

/** A complete SOLO request with dates set, as the wizard sends it. */
function valid(): TailorMadeAnswers {
  const answers = emptyAnswers('AUD')
  return {
    ...answers,
    country: ['Italy'],
    travelType: 'SOLO',
    selectedBedType: 'single',
    numberRooms: { ...answers.numberRooms, singleRoom: 1 },
    travelDate: {
      ...answers.travelDate,
      type: 'HAVE_DATES_SET',
      arriveDate: '2030-04-01',
      departDate: '2030-04-07',
      duration: 7,
    },
    destinationFocus: 'adventure',
    interesting: ['water_sports'],
    pace: 'fast_pace',
    accommodation: 'dexluxe',
    transportation: ['train'],
    contactInformation: { name: 'Ada Lovelace', email: 'ada@example.com', phoneNumber: '+61 400 000 000' },
  }
}

type Change = (answers: TailorMadeAnswers) => unknown

/** The schema's messages by path for the valid request changed by `change`; {} when it passes. */
function errorsOf(change: Change): Record<string, string> {
  try {
    tailorMadeSchema().validateSync(change(valid()), { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return Object.fromEntries(error.inner.map(({ path, message }) => [path ?? '', message]))
  }
}

const withDates =
  (travelDate: Partial<TailorMadeAnswers['travelDate']>): Change =>
  (answers) => ({
    ...answers,
    travelDate: { ...answers.travelDate, ...travelDate },
  })
const withContact =
  (contact: Partial<TailorMadeAnswers['contactInformation']>): Change =>
  (answers) => ({
    ...answers,
    contactInformation: { ...answers.contactInformation, ...contact },
  })

describe('tailorMadeSchema', () => {
  it('accepts a complete request', () => {
    expect(errorsOf((answers) => answers)).toEqual({})
  })

  it("needs at least one country: 'Please select at least one'", () => {
    expect(errorsOf((answers) => ({ ...answers, country: [] }))).toEqual({
      country: 'Please select at least one',
    })
  })

  it("needs at least one interest ('select at least one'), each one the wizard offers", () => {
    expect(errorsOf((answers) => ({ ...answers, interesting: [] }))).toEqual({
      interesting: 'select at least one',
    })
    expect(errorsOf((answers) => ({ ...answers, interesting: ['bungee_jumping'] }))).toEqual({
      'interesting[0]': 'Unknown interest',
    })
  })

  it("needs at least one transport: 'Please select at least one'", () => {
    expect(errorsOf((answers) => ({ ...answers, transportation: [] }))).toEqual({
      transportation: 'Please select at least one',
    })
    expect(errorsOf((answers) => ({ ...answers, transportation: ['none'] }))).toEqual({})
  })

  it('takes "Nothing" alone or what was bought, never both', () => {
    expect(errorsOf((answers) => ({ ...answers, alreadyBought: ['nothing'] }))).toEqual({})
    expect(errorsOf((answers) => ({ ...answers, alreadyBought: ['flights', 'accommodation'] }))).toEqual({})
    expect(errorsOf((answers) => ({ ...answers, alreadyBought: ['nothing', 'flights'] }))).toEqual({
      alreadyBought: 'Choose "Nothing" or what you have already bought, not both.',
    })
  })

  it("needs a travel type, and a bed type for a solo traveller or a couple: 'field required'", () => {
    expect(errorsOf((answers) => ({ ...answers, travelType: '' }))).toEqual({ travelType: 'field required' })
    expect(errorsOf((answers) => ({ ...answers, selectedBedType: '' }))).toEqual({
      selectedBedType: 'field required',
    })
    expect(
      errorsOf((answers) => ({ ...answers, travelType: 'COUPLE', selectedBedType: '', numberAdults: 2 })),
    ).toEqual({ selectedBedType: 'field required' })
    expect(errorsOf((answers) => ({ ...answers, travelType: 'FAMILY', selectedBedType: '' }))).toEqual({})
  })

  describe('contact', () => {
    it.each([[''], ['   ']])("needs a name and a phone, not %p: 'field required'", (blank) => {
      expect(errorsOf(withContact({ name: blank, phoneNumber: blank }))).toEqual({
        'contactInformation.name': 'field required',
        'contactInformation.phoneNumber': 'field required',
      })
    })

    it('takes a one-letter name and phone', () => {
      expect(errorsOf(withContact({ name: 'A', phoneNumber: '1' }))).toEqual({})
    })

    it('takes no email, and checks one that is given (the spec checks none; the back office writes to it)', () => {
      expect(errorsOf(withContact({ email: '' }))).toEqual({})
      expect(errorsOf(withContact({ email: 'ada@example.com' }))).toEqual({})
      expect(errorsOf(withContact({ email: 'not-an-email' }))).toEqual({
        'contactInformation.email': 'Please enter a valid email address.',
      })
    })
  })

  describe('dates set (HAVE_DATES_SET)', () => {
    it('takes an arrival today and a departure the same day', () => {
      const today = earliestToday()
      expect(today).toBe('2030-03-10')
      expect(errorsOf(withDates({ arriveDate: today, departDate: today, duration: 1 }))).toEqual({})
    })

    it.each([
      ['an arrival before today', { arriveDate: '2030-03-09', departDate: '2030-03-12' }],
      ['a departure before the arrival', { arriveDate: '2030-04-07', departDate: '2030-04-06' }],
      ['no departure', { departDate: '' }],
      ['no arrival', { arriveDate: '' }],
    ])("refuses %s: 'Please select Arrival / Departure'", (_, dates) => {
      expect(errorsOf(withDates(dates))).toEqual({ travelDate: 'Please select Arrival / Departure' })
    })

    it('refuses a date that is not YYYY-MM-DD', () => {
      expect(errorsOf(withDates({ arriveDate: '01/04/2030' }))).toMatchObject({
        'travelDate.arriveDate': 'Please select Arrival / Departure',
      })
    })
  })

  describe('flexible dates (FLEXIBLE_DATES)', () => {
    const flexible = (dates: Partial<TailorMadeAnswers['travelDate']>) =>
      withDates({ type: 'FLEXIBLE_DATES', arriveDate: '', departDate: '', ...dates })

    it('takes an arrival month and a duration of 1 day or more', () => {
      expect(errorsOf(flexible({ arrivalMonth: '2030-05', duration: 1 }))).toEqual({})
    })

    it.each([
      ['a duration of 0', { arrivalMonth: '2030-05', duration: 0 }],
      ['no arrival month', { arrivalMonth: '', duration: 7 }],
    ])("refuses %s: 'Please select arrival month'", (_, dates) => {
      expect(errorsOf(flexible(dates))).toEqual({ travelDate: 'Please select arrival month' })
    })
  })

  it("takes DONT_KNOW_YET without dates, and needs some date type: 'field required'", () => {
    expect(errorsOf(withDates({ type: 'DONT_KNOW_YET', arriveDate: '', departDate: '' }))).toEqual({})
    expect(errorsOf(withDates({ type: '', arriveDate: '', departDate: '' }))).toEqual({
      'travelDate.type': 'field required',
    })
  })

  it("needs the other-interests text when the focus is other: 'Please enter your other interests'", () => {
    const other =
      (otherInterests: string): Change =>
      (answers) => ({
        ...answers,
        destinationFocus: 'other',
        otherInterests,
        interesting: ['historical_landmarks'],
      })
    expect(errorsOf(other(''))).toEqual({ otherInterests: 'Please enter your other interests' })
    expect(errorsOf(other('  \n '))).toEqual({ otherInterests: 'Please enter your other interests' })
    expect(errorsOf(other('Opera and jazz evenings'))).toEqual({})
  })

  it.each([
    [-1, false],
    [0, true],
    [12, true],
    [13, false],
  ])("takes a child's age of %p: %p (0 to 12, spec 02 §9)", (age, accepted) => {
    const errors = errorsOf((answers) => ({ ...answers, childrenDetails: [{ age }] }))
    if (accepted) expect(errors).toEqual({})
    else expect(Object.keys(errors)).toEqual(['childrenDetails[0].age'])
  })

  it.each([
    [0, false],
    [1, true],
  ])('takes %p adults: %p (at least 1)', (numberAdults, accepted) => {
    const errors = errorsOf((answers) => ({ ...answers, numberAdults }))
    expect(Object.keys(errors)).toEqual(accepted ? [] : ['numberAdults'])
  })

  it("takes any ISO 4217 currency and refuses others: 'AUD' yes, 'XXQ' no", () => {
    const currency =
      (code: string): Change =>
      (answers) => ({ ...answers, budget: { currency: code, amount: 0 } })
    expect(errorsOf(currency('AUD'))).toEqual({})
    expect(errorsOf(currency('JPY'))).toEqual({})
    expect(errorsOf(currency('XXQ'))).toEqual({ 'budget.currency': 'Please choose a currency' })
  })

  it('takes every currency of the one list the wizard offers (currencies.ts), and only those', () => {
    for (const code of CURRENCY_CODES)
      expect(errorsOf((answers) => ({ ...answers, budget: { currency: code, amount: 0 } }))).toEqual({})
    const offered = new Set(CURRENCY_CODES)
    const notOffered = ['XXQ', 'ABC', 'aud', ''].filter((code) => !offered.has(code))
    for (const code of notOffered)
      expect(
        Object.keys(errorsOf((answers) => ({ ...answers, budget: { currency: code, amount: 0 } }))),
      ).toEqual(['budget.currency'])
  })

  it.each([
    [0, true],
    [15_000.5, true],
    [-1, false],
    [1_000_000_001, false],
  ])('takes a budget of %p: %p (clamped at 0, as its input is)', (amount, accepted) => {
    const errors = errorsOf((answers) => ({ ...answers, budget: { currency: 'AUD', amount } }))
    expect(Object.keys(errors)).toEqual(accepted ? [] : ['budget.amount'])
  })

  it('refuses an unknown field', () => {
    expect(errorsOf((answers) => ({ ...answers, admin: true }))).toEqual({ '': 'Unknown field: admin' })
  })

  it("is strict: '1' for a number is refused, not cast", () => {
    const errors = errorsOf((answers) => ({ ...answers, numberAdults: '1' }))
    expect(errors['numberAdults']).toMatch(/must be a `number` type/)
  })
})
