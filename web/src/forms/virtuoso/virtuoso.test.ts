import type { Schema } from 'yup'
import { virtuosoBody } from '@/server/delivery/virtuosoBody'
import {
  INVALID_EMAIL,
  VIRTUOSO_MESSAGES,
  virtuosoFieldsSchema,
  virtuosoSchema,
  type VirtuosoValues,
} from './schema'
import { virtuosoSubmission } from './submission'
import { FORM_GONE_MESSAGE } from '@/forms/formPlace'
import { virtuosoFailure } from './virtuosoTexts'
import { EMPTY_VIRTUOSO, virtuosoStartValues } from './startValues'
import { schemaMessages } from '@/testing/schemaMessages'

const valid: VirtuosoValues = {
  fullName: 'Priya Raman',
  companyName: 'Harbour Travel',
  agencyAffiliation: 'Virtuoso',
  email: 'priya@agency.example',
  phone: '+61 400 123 456',
  mostProduct: 'River cruises',
  typeOfClient: 'Couples',
  preferredFollowUp: [{ email: false, zoomcall: true, inPerson: false }],
  receiveExclusiveOffers: 'yes',
  termsAndConditions: true,
  location: '',
}

const LOCATIONS = ['Sydney', 'Melbourne', 'Brisbane']

const messages = (values: unknown, schema: Schema = virtuosoFieldsSchema()) => schemaMessages(schema, values)

describe('the virtuoso form', () => {
  it("asks for what is required with spec 02's messages", async () => {
    const empty = {
      ...valid,
      fullName: '',
      companyName: '',
      agencyAffiliation: '',
      email: '',
      phone: '',
      mostProduct: '',
      typeOfClient: '',
      preferredFollowUp: [{ email: false, zoomcall: false, inPerson: false }],
      receiveExclusiveOffers: '',
      termsAndConditions: false,
    }
    expect(await messages(empty)).toEqual({
      fullName: 'Please enter full name.',
      companyName: 'Please enter Company Name.',
      email: 'Please enter your email.',
      phone: 'Phone number must be at least 7 digits.',
      preferredFollowUp: 'You have to select at least one item.',
      receiveExclusiveOffers: 'You need to select yes or no',
      termsAndConditions: 'Please accept the terms and conditions.',
    })
  })

  it('takes a phone of 7 to 16 characters, counting every character', async () => {
    expect(await messages(valid)).toEqual({})
    expect(await messages({ ...valid, phone: '123456' })).toEqual({ phone: VIRTUOSO_MESSAGES.phoneShort })
    expect(await messages({ ...valid, phone: '1234567' })).toEqual({})
    expect(await messages({ ...valid, phone: '+61 4001 234 567' })).toEqual({})
    expect(await messages({ ...valid, phone: '+61 4001 2345 678' })).toEqual({
      phone: 'Phone number must not exceed 16 digits.',
    })
  })

  it('needs a valid email, one follow-up at least, and yes or no', async () => {
    expect(await messages({ ...valid, email: 'priya@' })).toEqual({ email: INVALID_EMAIL })
    for (const flag of ['email', 'zoomcall', 'inPerson'])
      expect(
        await messages({
          ...valid,
          preferredFollowUp: [{ email: false, zoomcall: false, inPerson: false, [flag]: true }],
        }),
      ).toEqual({})
    expect(await messages({ ...valid, preferredFollowUp: [] })).toEqual({
      preferredFollowUp: 'You have to select at least one item.',
    })
    expect(await messages({ ...valid, receiveExclusiveOffers: 'no' })).toEqual({})
    expect(await messages({ ...valid, receiveExclusiveOffers: 'maybe' })).toEqual({
      receiveExclusiveOffers: 'You need to select yes or no',
    })
  })

  it('requires a location only when the block lists some, and then one of them', async () => {
    expect(await messages({ ...valid, location: '' }, virtuosoFieldsSchema(LOCATIONS))).toEqual({
      location: 'Please select a location.',
    })
    expect(await messages({ ...valid, location: 'Perth' }, virtuosoFieldsSchema(LOCATIONS))).toEqual({
      location: 'Please select a location.',
    })
    expect(await messages({ ...valid, location: 'Melbourne' }, virtuosoFieldsSchema(LOCATIONS))).toEqual({})
    expect(await messages({ ...valid, location: '' })).toEqual({})
  })

  it('needs, at its route, the form’s place and the captcha token, and nothing unknown (a type neither)', async () => {
    expect(await messages(valid, virtuosoSchema)).toEqual({
      page: FORM_GONE_MESSAGE,
      block: FORM_GONE_MESSAGE,
      captchaToken: 'Please verify you are not a robot',
    })
    const place = { page: 'page-tours-virtuoso-agents-vietnam', block: 'v' }
    expect(await messages({ ...valid, ...place, captchaToken: 't' }, virtuosoSchema)).toEqual({})
    expect(
      await messages({ ...valid, ...place, captchaToken: 't', location: 'Hanoi' }, virtuosoSchema),
    ).toEqual({})
    expect(await messages({ ...valid, ...place, captchaToken: 't', type: 'x' }, virtuosoSchema)).toEqual({
      '': 'Unknown field: type',
    })
    expect(
      await messages(
        {
          ...valid,
          ...place,
          captchaToken: 't',
          preferredFollowUp: [{ ...valid.preferredFollowUp[0], fax: true }],
        },
        virtuosoSchema,
      ),
    ).toEqual({ 'preferredFollowUp[0]': 'Unknown field: fax' })
  })

  it('posts spec 02 §3’s submission: the type first, the follow-up as a one-item list of flags', () => {
    expect(virtuosoSubmission('Virtuoso agents', { ...valid, location: 'Hanoi' })).toStrictEqual({
      type: 'Virtuoso agents',
      fullName: 'Priya Raman',
      companyName: 'Harbour Travel',
      agencyAffiliation: 'Virtuoso',
      email: 'priya@agency.example',
      phone: '+61 400 123 456',
      mostProduct: 'River cruises',
      typeOfClient: 'Couples',
      preferredFollowUp: [{ email: false, zoomcall: true, inPerson: false }],
      receiveExclusiveOffers: 'yes',
      termsAndConditions: true,
      location: 'Hanoi',
    })
  })

  it('reaches the CMS store as {type, email, contents}, the contents being the submission as JSON', () => {
    expect(virtuosoBody({ type: 'Virtuoso agents', ...valid })).toStrictEqual({
      type: 'Virtuoso agents',
      email: 'priya@agency.example',
      contents:
        '{"type":"Virtuoso agents","fullName":"Priya Raman","companyName":"Harbour Travel",' +
        '"agencyAffiliation":"Virtuoso","email":"priya@agency.example","phone":"+61 400 123 456",' +
        '"mostProduct":"River cruises","typeOfClient":"Couples",' +
        '"preferredFollowUp":[{"email":false,"zoomcall":true,"inPerson":false}],' +
        '"receiveExclusiveOffers":"yes","termsAndConditions":true,"location":""}',
    })
  })
})

describe("the virtuoso form's failure alert", () => {
  const failure = virtuosoFailure(['fullName', 'email'])
  const refusal = (status: number, reason: string, fieldErrors: Record<string, string> = {}) => ({
    status,
    reason,
    fieldErrors,
  })

  it("says the server's text, else its fallbacks, else the exception's text", () => {
    expect(failure(refusal(429, 'Too many requests. Please try again in a minute.'))).toBe(
      'Too many requests. Please try again in a minute.',
    )
    expect(failure(refusal(409, ''))).toBe('Unknown error occurred')
    expect(failure(refusal(502, ''))).toBe('Form submission failed')
    expect(failure(null)).toBe('An error occurred while submitting the form.')
  })

  it('leaves field and captcha refusals to their own messages, but not a field the form has not', () => {
    expect(
      failure(refusal(400, 'Please enter full name.', { fullName: 'Please enter full name.' })),
    ).toBeNull()
    expect(failure(refusal(400, 'Please verify', { captchaToken: 'Please verify' }))).toBeNull()
    expect(failure(refusal(400, 'Please enter.', { type: 'Please enter.' }))).toBe('Please enter.')
  })
})

describe('what the agent entered before the form hydrated', () => {
  it('is where the form starts: the texts, the location, the boxes and the yes/no answer', () => {
    const entered = {
      fullName: 'Priya Raman',
      location: 'Melbourne',
      'preferredFollowUp.0.zoomcall': true,
      receiveExclusiveOffers: 'no',
      termsAndConditions: true,
    }
    expect(virtuosoStartValues(entered)).toEqual({
      ...EMPTY_VIRTUOSO,
      fullName: 'Priya Raman',
      location: 'Melbourne',
      preferredFollowUp: [{ email: false, zoomcall: true, inPerson: false }],
      receiveExclusiveOffers: 'no',
      termsAndConditions: true,
    })
  })

  it('leaves the yes/no question unanswered when neither radio was chosen', () => {
    expect(virtuosoStartValues({ fullName: 'Priya' }).receiveExclusiveOffers).toBe('')
  })
})
