/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import { contactUsBody } from '@/server/delivery/contactUsBody'
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
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]))
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
