/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import { contactUsBody } from '@/server/delivery/contactUsBody'
import { SINGLE_LINE_MESSAGE } from '@/forms/rules/singleLine'
import { contactSchema } from './schema'

const valid = {
  title: 'Ms' as const,
  firstName: 'Aroha',
  lastName: 'Ngata',
  phoneCountry: 'NZ',
  phoneNumber: '021 123 4567',
  email: 'aroha@example.co.nz',
  message: 'Could you send me the Japan itinerary?',
  captchaToken: 'test-captcha-token',
}

async function errorsOf(values: unknown) {
  try {
    await contactSchema.validate(values, { abortEarly: false })
    return {}
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] }
    // The first message of each field, as the form shows it.
    const first: Record<string, string> = {}
    for (const { path, message } of inner) first[path] ??= message
    return first
  }
}

describe('contact schema', () => {
  it('accepts a complete message, with or without the optional text', async () => {
    expect(await errorsOf(valid)).toEqual({})
    const { message: _message, ...withoutMessage } = valid
    expect(await errorsOf(withoutMessage)).toEqual({})
  })

  it("shows the spec's messages for missing fields", async () => {
    expect(await errorsOf({ phoneCountry: 'AU' })).toEqual({
      title: 'Please select your title',
      firstName: 'Required Field',
      lastName: 'Required Field',
      phoneNumber: 'Required Field',
      email: 'Email is not valid.',
      captchaToken: 'Please verify reCaptcha before!',
    })
  })

  it('refuses an invalid email, an unknown title, wrong types and unknown fields', async () => {
    const errors = await errorsOf({ ...valid, email: 'aroha@', title: 'Captain', firstName: 42, admin: true })
    expect(errors).toMatchObject({ email: 'Email is not valid.', title: 'Please select your title' })
    expect(errors.firstName).toMatch(/must be a `string` type/)
    expect(errors['']).toBe('Unknown field: admin')
  })

  it('keeps names, phone and email to one line, and lets the message span lines', async () => {
    const errors = await errorsOf({
      ...valid,
      firstName: 'Aroha\r\nBcc: list@example.com',
      lastName: 'Ngata\u0000',
      phoneNumber: '021\t123 4567',
      email: 'aroha@example.co.nz\n',
      message: 'Line one\nLine two',
    })
    expect(errors).toEqual({
      firstName: SINGLE_LINE_MESSAGE,
      lastName: SINGLE_LINE_MESSAGE,
      phoneNumber: SINGLE_LINE_MESSAGE,
      email: SINGLE_LINE_MESSAGE,
    })
  })
})

describe('contactUsBody', () => {
  it('builds the exact passenger-portal body', () => {
    const { captchaToken: _token, ...stored } = valid
    expect(contactUsBody(stored, getSite('tours-nz') as Site)).toEqual({
      title: 'Ms' as const,
      email: 'aroha@example.co.nz',
      firstName: 'Aroha',
      lastName: 'Ngata',
      phoneNumber: '211234567',
      countryCode: '+64',
      message: 'Could you send me the Japan itinerary?\n\nSent from the contact form on wayfarertours.co.nz',
      isSubscribeNewsletters: true,
    })
  })
})
