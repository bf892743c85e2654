/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { ValidationError } from 'yup'
import { submissionsDb } from '@/server/submissions/database'
import { testDatabases } from '@/testing/testDatabases'
import { getSite, type Site } from '@travel/config'
import { CAPTCHA_MESSAGE } from '@/captcha/captchaMessage'
import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { SubmissionRejected } from '@/server/submissions/acceptance'
import type { StoredFormSubmission } from '@/server/delivery/cmsStoreBody'
import {
  acceptFormSubmission,
  deliverableEmail,
  NO_EMAIL_FIELD_MESSAGE,
  UNKNOWN_FORM_MESSAGE,
} from './accept'
import { ALWAYS_OFFERED_BROCHURE } from '@/testing/formBodies'
import { CHOICE_MESSAGE } from '@/forms/cms/schema'

// The embedded seed dataset's forms (studio/seed/dataset.ndjson): the tours form asks for a
// captcha (its switch was never saved: on), and so does the rail form, which sends a
// confirmation (a form without a captcha may not: abuseBrakes.test.ts).
const TOURS_FORM = 'form-tours-brochure-request'
const RAIL_FORM = 'form-rail-rail-journey-enquiry'
const request = (siteId: string) => ({ site: getSite(siteId) as Site, ip: '203.0.113.7' })
const tours = request('tours')
const cruises = request('cruises')
const rail = request('rail')
const captchaToken = TEST_CAPTCHA_TOKEN

beforeEach(() => {
  delete process.env.RECAPTCHA_SECRET
  process.env.CAPTCHA_MODE = 'test'
})

afterEach(() => {
  delete process.env.CAPTCHA_MODE
})

const filledIn = [
  { field: 'firstName', value: 'Ana' },
  { field: 'lastName', value: 'Silva' },
  { field: 'email', value: 'ana@example.com' },
  { field: 'country', value: 'US' },
  { field: 'state', value: 'NY' },
  { field: 'brochure', value: ALWAYS_OFFERED_BROCHURE },
  { field: 'travellers', value: 2 },
  { field: 'newsletter', value: true },
]

async function rejection(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof ValidationError) return error.inner.map((each) => each.message)
    if (error instanceof SubmissionRejected)
      return error.errors.map((each) =>
        each.field === 'captchaToken' ? `captchaToken: ${each.message}` : each.message,
      )
    throw error
  }
  throw new Error('accepted')
}

it('stores a submission checked against the stored form, for the CMS store, without the spent captcha token', async () => {
  const accepted = await acceptFormSubmission(
    { form: TOURS_FORM, submissionData: filledIn, captchaToken },
    tours,
  )
  expect(accepted).toEqual({
    payload: {
      form: TOURS_FORM,
      title: 'Brochure request',
      email: 'ana@example.com',
      submissionData: filledIn,
    },
    targets: ['cms-store.form-submission'],
    form: {
      ref: TOURS_FORM,
      title: 'Brochure request',
      labels: expect.objectContaining({
        firstName: 'First name',
        brochure: 'Which brochure would you like?',
      }),
    },
  })
})

it("refuses another brand's form, and a form that does not exist", async () => {
  expect(
    await rejection(
      acceptFormSubmission({ form: TOURS_FORM, submissionData: filledIn, captchaToken }, cruises),
    ),
  ).toEqual([UNKNOWN_FORM_MESSAGE])
  expect(await rejection(acceptFormSubmission({ form: 'nope', submissionData: filledIn }, tours))).toEqual([
    UNKNOWN_FORM_MESSAGE,
  ])
})

it("refuses values the form's definition does not allow", async () => {
  const without = (name: string) => filledIn.filter((entry) => entry.field !== name)
  expect(
    await rejection(acceptFormSubmission({ form: TOURS_FORM, submissionData: without('email') }, tours)),
  ).toEqual(['This field is required'])
  expect(
    await rejection(
      acceptFormSubmission(
        { form: TOURS_FORM, submissionData: [...filledIn, { field: 'isAdmin', value: true }] },
        tours,
      ),
    ),
  ).toEqual(['Unknown field: isAdmin'])
  expect(
    await rejection(
      acceptFormSubmission(
        { form: TOURS_FORM, submissionData: [...filledIn, { field: 'email', value: 'b@example.com' }] },
        tours,
      ),
    ),
  ).toEqual(['A field appears more than once.'])
  expect(
    await rejection(acceptFormSubmission({ form: TOURS_FORM, submissionData: [{ field: 'email' }] }, tours)),
  ).toEqual(['A value is missing.'])
})

describe('a select of the brand’s brochures', () => {
  const choosing = (brochure: string) =>
    filledIn.map((entry) => (entry.field === 'brochure' ? { ...entry, value: brochure } : entry))
  const sendAt = (moment: string, brochure: string) => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse(moment))
    return acceptFormSubmission({ form: TOURS_FORM, submissionData: choosing(brochure), captchaToken }, tours)
  }
  afterEach(() => jest.restoreAllMocks())

  it('takes a brochure in its window, as its title, and refuses one ended or not yet out, as the page no longer or not yet offers it', async () => {
    // Japan cherry blossom 2026: until 31 May 2026; Small-group tours 2028: from 1 September 2027.
    expect((await sendAt('2026-05-01T00:00:00Z', 'Japan cherry blossom 2026')).payload).toMatchObject({
      submissionData: choosing('Japan cherry blossom 2026'),
    })
    expect(await rejection(sendAt('2026-06-01T00:00:00Z', 'Japan cherry blossom 2026'))).toEqual([
      CHOICE_MESSAGE,
    ])
    expect(await rejection(sendAt('2027-08-31T23:59:59Z', 'Small-group tours 2028'))).toEqual([
      CHOICE_MESSAGE,
    ])
    expect((await sendAt('2027-09-01T00:00:00Z', 'Small-group tours 2028')).payload).toMatchObject({
      submissionData: choosing('Small-group tours 2028'),
    })
    // The value is the brochure's title, not a typed code.
    expect(await rejection(sendAt('2026-12-02T00:00:00Z', 'tailor-made'))).toEqual([CHOICE_MESSAGE])
  })
})

describe('a form that asks for a captcha', () => {
  it('is refused without a token, or with one that does not pass, on the captcha', async () => {
    expect(
      await rejection(acceptFormSubmission({ form: TOURS_FORM, submissionData: filledIn }, tours)),
    ).toEqual([`captchaToken: ${CAPTCHA_MESSAGE}`])
    expect(
      await rejection(
        acceptFormSubmission({ form: TOURS_FORM, submissionData: filledIn, captchaToken: '' }, tours),
      ),
    ).toEqual([`captchaToken: ${CAPTCHA_MESSAGE}`])
    expect(
      await rejection(
        acceptFormSubmission({ form: TOURS_FORM, submissionData: filledIn, captchaToken: 'forged' }, tours),
      ),
    ).toEqual([`captchaToken: ${CAPTCHA_MESSAGE}`])
  })

  it("reports the fields' own problems first, before a token is spent", async () => {
    const withoutEmail = filledIn.filter((entry) => entry.field !== 'email')
    expect(
      await rejection(acceptFormSubmission({ form: TOURS_FORM, submissionData: withoutEmail }, tours)),
    ).toEqual(['This field is required'])
  })

  it('cannot be checked on a server with neither a captcha secret nor test mode (a 503)', async () => {
    delete process.env.CAPTCHA_MODE
    await expect(
      acceptFormSubmission({ form: TOURS_FORM, submissionData: filledIn, captchaToken }, tours),
    ).rejects.toThrow("RECAPTCHA_SECRET is not set and CAPTCHA_MODE is not 'test'")
  })
})

describe('the rail form, which mails the team and the visitor', () => {
  const railData = [
    { field: 'fullName', value: 'Sam Lee' },
    { field: 'email', value: 'sam@example.com' },
    { field: 'journey', value: 'the-ghan' },
  ]
  let store: Awaited<ReturnType<(typeof testDatabases)[0]['create']>>
  beforeEach(async () => {
    store = await testDatabases[0]!.create()
    jest.mocked(submissionsDb).mockResolvedValue(store.db)
  })
  afterEach(() => store.dispose())

  it('stores exactly the form and its data, never the spent token', async () => {
    const accepted = await acceptFormSubmission(
      { form: RAIL_FORM, submissionData: railData, captchaToken },
      rail,
    )
    expect(accepted.payload).toMatchObject({
      form: RAIL_FORM,
      title: 'Rail journey enquiry',
      email: 'sam@example.com',
      submissionData: railData,
    })
    expect(JSON.stringify(accepted)).not.toContain(captchaToken)
  })

  it('stores the mails the form sends, rendered now, each its own delivery', async () => {
    const accepted = await acceptFormSubmission(
      { form: RAIL_FORM, submissionData: railData, captchaToken },
      rail,
    )
    expect(accepted.targets).toEqual([
      'cms-store.form-submission',
      'email.form-notification',
      'email.form-confirmation',
    ])
    const { mails } = accepted.payload as StoredFormSubmission
    expect(mails?.notification).toMatchObject({
      to: ['journeys@silverlinerail.com.au'],
      replyTo: 'sam@example.com',
      subject: 'Rail journey enquiry: The Ghan',
    })
    expect(mails?.notification?.text).toContain('Which journey interests you?: The Ghan')
    expect(mails?.confirmation).toMatchObject({
      to: ['sam@example.com'],
      subject: 'We have your rail journey enquiry',
    })
    expect(mails?.confirmation?.text).toContain('A rail specialist will reply within one working day')
  })
})

describe("the cruises' voyage enquiry, whose voyage comes from a card's link", () => {
  const VOYAGE_FORM = 'form-cruises-voyage-enquiry'
  const voyageData = (voyage: string) => [
    { field: 'voyage', value: voyage },
    { field: 'firstName', value: 'Ana' },
    { field: 'lastName', value: 'Lopes' },
    { field: 'email', value: 'ana@example.com' },
  ]
  let store: Awaited<ReturnType<(typeof testDatabases)[0]['create']>>
  beforeEach(async () => {
    store = await testDatabases[0]!.create()
    jest.mocked(submissionsDb).mockResolvedValue(store.db)
  })
  afterEach(() => store.dispose())

  it('takes any voyage as text, stored for the CMS store and told to the team', async () => {
    const accepted = await acceptFormSubmission(
      { form: VOYAGE_FORM, submissionData: voyageData('Norway’s Fjords & North Cape'), captchaToken },
      cruises,
    )
    expect(accepted.payload).toMatchObject({ form: VOYAGE_FORM, title: 'Voyage enquiry' })
    expect(accepted.targets).toEqual(['cms-store.form-submission', 'email.form-notification'])
    const { mails } = accepted.payload as StoredFormSubmission
    expect(mails?.notification?.text).toContain('Voyage: Norway’s Fjords & North Cape')
  })

  it('refuses, as the browser does, no voyage or one of more than one line', async () => {
    const refused = (voyage: string) =>
      rejection(
        acceptFormSubmission(
          { form: VOYAGE_FORM, submissionData: voyageData(voyage), captchaToken },
          cruises,
        ),
      )
    expect(await refused('')).toEqual(['This field is required'])
    expect(await refused('Danube\nSerenade')).toEqual([
      'Please use a single line, without line breaks, control characters or invisible formatting characters.',
    ])
  })
})

describe('the email a submission is delivered under', () => {
  const emailField = (name: string, required: boolean) => ({
    _key: name,
    _type: 'emailField',
    name,
    required,
  })
  const definition = (...fields: unknown[]) =>
    ({ fields }) as unknown as Parameters<typeof deliverableEmail>[0]

  it('is the first required email field’s value, else the first email field’s', () => {
    const values = { work: 'work@example.com', home: 'home@example.com' }
    expect(deliverableEmail(definition(emailField('home', false), emailField('work', true)), values)).toBe(
      'work@example.com',
    )
    expect(deliverableEmail(definition(emailField('home', false)), values)).toBe('home@example.com')
  })

  it('refuses (400, nothing stored) a submission with no email: the CMS store could never take it', async () => {
    expect(await rejection(Promise.resolve().then(() => deliverableEmail(definition(), {})))).toEqual([
      NO_EMAIL_FIELD_MESSAGE,
    ])
    const optional = definition(emailField('email', false))
    expect(() => deliverableEmail(optional, { email: '' })).toThrow(
      expect.objectContaining({ errors: [{ field: 'email', message: 'This field is required' }] }),
    )
  })
})
