import { acceptanceCmsBody, familCmsBody, familPortalBody } from '@/server/delivery/agentBodies'
import { acceptanceFieldsSchema, acceptanceSchema } from './acceptanceSchema'
import { NO_EMAIL } from './agentFields'
import { FORM_GONE_MESSAGE } from '@/forms/formPlace'
import { familFieldsSchema, familSchema } from './familSchema'
import { isoDate, typedDateValue } from './dateOfBirth'
import { familValues, acceptanceValues } from '@/testing/agentValues'
import { schemaMessages } from '@/testing/schemaMessages'

const messages = schemaMessages

// Spec 01 §5's table, row by row: each required field's message when it is left empty.
type Row = [field: string, message: string]
const SHARED_ROWS: Row[] = [
  ['companyName', 'Please enter company name.'],
  ['companyRegistrationNumber', 'Please enter company registration number.'],
  ['companyStreetAddress', 'Please enter company street address.'],
  ['companyCity', 'Please select company city.'],
  ['companyPostcode', 'Please enter company post code.'],
  ['companyState', 'Please enter state.'],
  ['companyCountry', 'Please select company country.'],
  ['companyPhone', 'Please enter company phone number.'],
  ['agentTitle', 'Please select title.'],
  ['agentFirstName', 'Please enter first name.'],
  ['agentLastName', 'Please enter last name.'],
  ['agentNationality', 'Please select nationality.'],
  ['agentGender', 'Please select gender.'],
]
const ACCEPTANCE_ROWS: Row[] = [
  ...SHARED_ROWS,
  ['companyTradingName', 'Please enter trading name.'],
  ['agentDOB', 'Please select your date of birth'],
  ['agentPhone', 'Please enter phone number.'],
]
const FAMIL_ROWS: Row[] = [...SHARED_ROWS, ['agentDOB', 'Please enter date of birth.']]
const OPTIONAL_TEXT = [
  'companyWebsite',
  'companyIndustryAccreditation',
  'companyConsortium',
  'companyOtherCountry',
  'agentPhysicalAbilityDietary',
  'agentPhysicalAbilityOther',
]

const forms = [
  { name: 'acceptance', schema: acceptanceFieldsSchema, valid: acceptanceValues, rows: ACCEPTANCE_ROWS },
  { name: 'famil', schema: familFieldsSchema, valid: familValues, rows: FAMIL_ROWS },
] as const

describe.each(forms)('the $name form', ({ schema, valid, rows }) => {
  it('takes a complete application', async () => {
    expect(await messages(schema, valid)).toEqual({})
  })

  it.each(rows)('refuses %s left empty with "%s"', async (field, message) => {
    expect(await messages(schema, { ...valid, [field]: '' })).toEqual({ [field]: message })
  })

  it('refuses an application whose terms are not accepted', async () => {
    expect(await messages(schema, { ...valid, termsAndConditions: false })).toEqual({
      termsAndConditions: 'Please accept the terms and conditions.',
    })
  })

  it.each(OPTIONAL_TEXT)('leaves %s optional', async (field) => {
    expect(await messages(schema, { ...valid, [field]: '' })).toEqual({})
  })

  it('checks an optional email only when filled, and needs one of the two', async () => {
    const invalid = 'Please enter a valid email address.'
    expect(await messages(schema, { ...valid, companyEmail: 'office@' })).toEqual({ companyEmail: invalid })
    expect(await messages(schema, { ...valid, agentEmail: 'ana@' })).toEqual({ agentEmail: invalid })
    expect(await messages(schema, { ...valid, companyEmail: '' })).toEqual({})
    expect(await messages(schema, { ...valid, agentEmail: '' })).toEqual({})
    expect(await messages(schema, { ...valid, agentEmail: '', companyEmail: '' })).toEqual({
      agentEmail: NO_EMAIL,
    })
  })

  it('takes a select only from its list, and booleans only as booleans', async () => {
    expect(await messages(schema, { ...valid, agentGender: 'Robot' })).toEqual({
      agentGender: 'Please select gender.',
    })
    expect(await messages(schema, { ...valid, companyCountry: 'Atlantis' })).toEqual({
      companyCountry: 'Please select company country.',
    })
    expect(Object.keys(await messages(schema, { ...valid, agentPhysicalAbilitySmoker: 'true' }))).toEqual([
      'agentPhysicalAbilitySmoker',
    ])
  })
})

describe('the date of birth', () => {
  const day = (offset: number) => isoDate(new Date(Date.now() + offset * 86_400_000))
  beforeEach(() => jest.useFakeTimers().setSystemTime(new Date(2026, 10, 26, 12)))
  afterEach(() => jest.useRealTimers())

  it('takes today, refuses tomorrow and a date that is no day, with each form’s words', async () => {
    const acceptance = (agentDOB: string) =>
      messages(acceptanceFieldsSchema, { ...acceptanceValues, agentDOB })
    const famil = (agentDOB: string) => messages(familFieldsSchema, { ...familValues, agentDOB })
    expect(await acceptance(day(0))).toEqual({})
    expect(await famil(day(0))).toEqual({})
    expect(await acceptance(day(1))).toEqual({ agentDOB: 'Date of birth must be in the past' })
    expect(await famil(day(1))).toEqual({ agentDOB: 'Please enter a valid date of birth.' })
    for (const invalid of ['2001-02-30', '26/11/2001', '2001-13-01', 'yesterday']) {
      expect(await acceptance(invalid)).toEqual({ agentDOB: 'Please select your date of birth' })
      expect(await famil(invalid)).toEqual({ agentDOB: 'Please enter a valid date of birth.' })
    }
  })
})

describe('a typed date of birth', () => {
  it('is held as YYYY-MM-DD once it names a real day, a future one too', () => {
    expect(typedDateValue('30/04/1990')).toBe('1990-04-30')
    expect(typedDateValue(' 3/4/1990 ')).toBe('1990-04-03')
    expect(typedDateValue('01/01/2999')).toBe('2999-01-01')
  })

  it('is held as typed while it names no day, and empty as empty', () => {
    expect(typedDateValue('31/02/1990')).toBe('31/02/1990')
    expect(typedDateValue('30/04/90')).toBe('30/04/90')
    expect(typedDateValue('01/01/1850')).toBe('01/01/1850')
    expect(typedDateValue('  ')).toBe('')
  })
})

describe('the differences of spec 01 §5', () => {
  it('makes the trading name and website optional for a famil only', async () => {
    expect(await messages(familFieldsSchema, { ...familValues, companyTradingName: '' })).toEqual({})
    expect(await messages(acceptanceFieldsSchema, { ...acceptanceValues, companyWebsite: '' })).toEqual({})
  })

  it('has no agent phone, bedding or companion on a famil', async () => {
    expect(await messages(familFieldsSchema, { ...familValues, agentPhone: '0400 000 000' })).toEqual({
      '': 'Unknown field: agentPhone',
    })
  })

  it('takes only the two bedding options (or none)', async () => {
    for (const agentBeddingConfiguration of ['', 'Single Supplement', 'Twin Share'])
      expect(
        await messages(acceptanceFieldsSchema, { ...acceptanceValues, agentBeddingConfiguration }),
      ).toEqual({})
    expect(
      await messages(acceptanceFieldsSchema, { ...acceptanceValues, agentBeddingConfiguration: 'Double' }),
    ).toEqual({ agentBeddingConfiguration: 'Please choose a bedding configuration.' })
  })

  it('needs, at the routes, the form’s place and the captcha token, never a type or a famil’s name', async () => {
    expect(await messages(acceptanceSchema, acceptanceValues)).toEqual({
      page: FORM_GONE_MESSAGE,
      block: FORM_GONE_MESSAGE,
      captchaToken: 'Please verify you are not a robot',
    })
    expect(await messages(familSchema, familValues)).toEqual({
      page: FORM_GONE_MESSAGE,
      block: FORM_GONE_MESSAGE,
      captchaToken: 'Please verify you are not a robot',
    })
    // A famil's name is the route's to read: a post naming one is refused.
    expect(
      await messages(familSchema, {
        ...familValues,
        page: 'p',
        block: 'b',
        captchaToken: 't',
        familName: 'x',
      }),
    ).toEqual({ '': 'Unknown field: familName' })
    expect(
      await messages(acceptanceSchema, {
        ...acceptanceValues,
        page: 'p',
        block: 'b',
        captchaToken: 't',
        type: 'x',
      }),
    ).toEqual({ '': 'Unknown field: type' })
  })
})

const SHARED_BODY = {
  companyName: 'Harbour Travel Pty Ltd',
  companyTradingName: 'Harbour Travel',
  companyWebsite: 'https://harbour.example',
  companyIndustryAccreditation: 'ATAS A12345',
  companyRegistrationNumber: 'ABN 12 345 678 901',
  companyConsortium: 'Helloworld',
  companyStreetAddress: '1 George St',
  companyCity: 'Sydney',
  companyPostcode: '2000',
  companyState: 'NSW',
  companyCountry: 'Australia',
  companyOtherCountry: '',
  companyCountryCode: '',
  companyPhone: '+61292345678',
  companyEmail: 'office@harbour.example',
  agentTitle: 'Ms',
  agentFirstName: 'Priya',
  agentLastName: 'Raman',
  agentNationality: 'New Zealand',
  agentGender: 'Female',
  agentEmail: 'priya@harbour.example',
}

describe('the delivery bodies', () => {
  it('sends the famil to the passenger portal as spec 01 §3 lists it: no familName, booleans, YYYY-MM-DD', () => {
    const body = familPortalBody({ ...familValues, familName: 'Japan famil 2027' })
    expect(body).toStrictEqual({
      ...SHARED_BODY,
      agentDOB: '1990-04-30',
      agentPhysicalAbilityHandicap: false,
      agentPhysicalAbilitySmoker: true,
      agentPhysicalAbilityDietary: 'Vegetarian',
      agentPhysicalAbilityOther: '',
    })
  })

  it('sends the famil to the CMS store with familName, typed by it', () => {
    const body = familCmsBody({ ...familValues, familName: 'Japan famil 2027' })
    expect(body).toEqual({
      type: 'Japan famil 2027',
      email: 'priya@harbour.example',
      contents: expect.any(String),
    })
    expect(JSON.parse(body.contents)).toStrictEqual({
      ...familPortalBody({ ...familValues, familName: 'x' }),
      familName: 'Japan famil 2027',
    })
  })

  it("sends the acceptance to the CMS store as {type, email, contents}, keyed by the company's email without the agent's", () => {
    const stored = { ...acceptanceValues, type: 'Agent acceptance' }
    const body = acceptanceCmsBody(stored)
    expect(body.type).toBe('Agent acceptance')
    expect(body.email).toBe('priya@harbour.example')
    expect(JSON.parse(body.contents)).toStrictEqual({
      type: 'Agent acceptance',
      ...SHARED_BODY,
      agentPhone: '+64211234567',
      agentDOB: '1990-04-30',
      agentPhysicalAbilityHandicap: false,
      agentPhysicalAbilitySmoker: true,
      agentPhysicalAbilityDietary: 'Vegetarian',
      agentPhysicalAbilityOther: '',
      agentBeddingConfiguration: 'Twin Share',
      agentTravelCompanion: true,
    })
    expect(acceptanceCmsBody({ ...stored, agentEmail: '' }).email).toBe('office@harbour.example')
  })
})
