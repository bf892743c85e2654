/** @jest-environment node */
import { ValidationError } from 'yup'
import { contactSchema } from '@/forms/contact/schema'
import { contactValues } from '@/testing/contactValues'
import { getSite, type Site } from '@travel/config'
import { SubmissionRejected } from '@/server/submissions/acceptance'
import { acceptWithCaptcha } from './acceptWithCaptcha'
import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'

// The contact form's schema, so that its target's payload type is what is accepted.
const schema = contactSchema
const contact = contactValues
const accept = acceptWithCaptcha({
  schema,
  captchaMessage: 'Captcha!',
  targets: ['passenger-portal.contact-us'],
})
const golf = { site: getSite('golf') as Site, ip: '203.0.113.7' }

const saved = { ...process.env }

beforeEach(() => {
  delete process.env.RECAPTCHA_SECRET
  delete process.env.CAPTCHA_MODE
  jest.spyOn(global, 'fetch').mockRejectedValue(new Error('no network in unit tests'))
})

afterEach(() => {
  process.env = { ...saved }
  jest.restoreAllMocks()
})

it('in test mode, stores the submission without the spent test token', async () => {
  process.env.CAPTCHA_MODE = 'test'
  expect(await accept({ ...contact, captchaToken: TEST_CAPTCHA_TOKEN }, golf)).toEqual({
    payload: contact,
    targets: ['passenger-portal.contact-us'],
  })
})

it("refuses a token that does not pass with the form's own message, on the captcha", async () => {
  process.env.CAPTCHA_MODE = 'test'
  const refused = accept({ ...contact, captchaToken: 'forged' }, golf)
  await expect(refused).rejects.toBeInstanceOf(SubmissionRejected)
  await expect(refused).rejects.toMatchObject({ errors: [{ field: 'captchaToken', message: 'Captcha!' }] })
})

it("checks Google's answer against the site the form was sent to", async () => {
  process.env.RECAPTCHA_SECRET = 'the-secret'
  const answer = (hostname: string) => Response.json({ success: true, hostname })
  jest.mocked(fetch).mockResolvedValueOnce(answer('www.fairwaygolfjourneys.com'))
  await expect(accept({ ...contact, captchaToken: 't' }, golf)).resolves.toMatchObject({
    payload: { email: 'a@b.co' },
  })
  jest.mocked(fetch).mockResolvedValueOnce(answer('www.wayfarertours.com.au'))
  await expect(accept({ ...contact, captchaToken: 't' }, golf)).rejects.toBeInstanceOf(SubmissionRejected)
})

it('without a secret or test mode, refuses to check: an error the route answers 503 and logs', async () => {
  const unchecked = accept({ ...contact, captchaToken: TEST_CAPTCHA_TOKEN }, golf)
  await expect(unchecked).rejects.toThrow(
    "RECAPTCHA_SECRET is not set and CAPTCHA_MODE is not 'test': captcha forms are refused",
  )
  await expect(unchecked).rejects.not.toBeInstanceOf(SubmissionRejected)
  await expect(unchecked).rejects.not.toBeInstanceOf(ValidationError)
})

it('names only targets that deliver what it stores (checked by tsc)', () => {
  // @ts-expect-error: the webinar's target would be handed the contact form's values.
  const mismatched = acceptWithCaptcha({ schema, captchaMessage: 'Captcha!', targets: ['cms-store.webinar'] })
  expect(mismatched).toBeInstanceOf(Function)
})
