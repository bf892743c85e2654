import { ValidationError } from 'yup'
import { careerBody } from '@/server/delivery/careerBody'
import {
  CAREER_CAPTCHA_MESSAGE,
  careerFieldsSchema,
  careerSchema,
  CV_MISSING_MESSAGE,
  EMAIL_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
} from './schema'

const application = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  document: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf',
}

/** Every message the schema gives for these values, by field. */
async function messagesFor(values: unknown, schema = careerFieldsSchema) {
  try {
    await schema.validate(values, { abortEarly: false, strict: true })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]))
  }
}

describe('the career schema', () => {
  it('takes an application with its CV and names no problem', async () => {
    expect(await messagesFor(application)).toEqual({})
  })

  it('gives each empty field its message, the CV the spec’s', async () => {
    expect(await messagesFor({ firstName: '', lastName: '', email: '', document: '' })).toEqual({
      firstName: FIRST_NAME_MESSAGE,
      lastName: LAST_NAME_MESSAGE,
      email: EMAIL_MESSAGE,
      document: 'Please upload your CV.',
    })
  })

  it('takes the CV by its stored name only, never a URL', async () => {
    for (const document of [
      'https://wayfarertours.com.au/api/uploads/cv/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf',
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.exe',
      '../AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf',
    ])
      expect(await messagesFor({ ...application, document })).toEqual({ document: CV_MISSING_MESSAGE })
  })

  it('refuses an email that is not one, a line break in a name and an unknown field', async () => {
    expect(await messagesFor({ ...application, email: 'ana@' })).toEqual({ email: EMAIL_MESSAGE })
    expect(Object.keys(await messagesFor({ ...application, firstName: 'Ana\nBcc: x' }))).toEqual([
      'firstName',
    ])
    expect(await messagesFor({ ...application, phone: '1' })).toEqual({ '': 'Unknown field: phone' })
  })

  it("asks the route's body for the captcha in the spec's words", async () => {
    expect(await messagesFor({ ...application, captchaToken: '' }, careerSchema)).toEqual({
      captchaToken: CAREER_CAPTCHA_MESSAGE,
    })
    expect(CAREER_CAPTCHA_MESSAGE).toBe('Please complete the reCAPTCHA.')
    expect(CV_MISSING_MESSAGE).toBe('Please upload your CV.')
  })
})

describe('the CMS store body of an application', () => {
  it("is type 'career', the email, and the contents as JSON text of the names and the CV's URL", () => {
    // As stored: the route put the CV's URL in place of the name the browser sent.
    const body = careerBody({
      ...application,
      document: 'https://wayfarertours.com.au/api/uploads/cv/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf',
    })
    expect(body).toEqual({
      type: 'career',
      email: 'ana@example.com',
      contents:
        '{"firstName":"Ana","lastName":"Silva","document":"https://wayfarertours.com.au/api/uploads/cv/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf"}',
    })
  })
})
