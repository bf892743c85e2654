/** @jest-environment node */
import { ValidationError } from 'yup'
import { getSite, type Site } from '@travel/config'

jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { CAREER_CAPTCHA_MESSAGE, CV_MISSING_MESSAGE } from '@/forms/career/schema'
import { submissionsDb } from '@/server/submissions/database'
import { SubmissionRejected } from '@/server/submissions/acceptance'
import { testDatabases } from '@/testing/testDatabases'
import { acceptCareer } from './accept'

const NAME = 'Q2r3zXjv0mK9p8s7t6u5v4w3x2y1z0AB.pdf'
const tours = { site: getSite('tours') as Site, ip: '203.0.113.7' }
const saved = { ...process.env }
let database: Awaited<ReturnType<(typeof testDatabases)[0]['create']>>

const application = (document: string, captchaToken = TEST_CAPTCHA_TOKEN) => ({
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  document,
  captchaToken,
})

/** A CV the upload store keeps for a site (its bytes do not matter here). */
async function keep(site: string, name: string) {
  await database.db
    .insertInto('upload_files')
    .values({ name, site, upload: 'cv', type: 'pdf', size: 8, created_at: new Date().toISOString() })
    .execute()
}

beforeEach(async () => {
  process.env.CAPTCHA_MODE = 'test'
  delete process.env.RECAPTCHA_SECRET
  database = await testDatabases[0]!.create()
  jest.mocked(submissionsDb).mockResolvedValue(database.db)
  await keep('tours', NAME)
})

afterEach(async () => {
  process.env = { ...saved }
  await database.dispose()
})

/** The refusal's errors (the schema's, or the checks' after it), or 'accepted'. */
async function outcome(body: unknown, request = tours) {
  try {
    await acceptCareer(body, request)
    return 'accepted'
  } catch (error) {
    if (error instanceof SubmissionRejected) return error.errors
    if (error instanceof ValidationError)
      return error.inner.map(({ path, message }) => ({ field: path, message }))
    throw error
  }
}

it("stores the application without the token, its CV's URL built on the site's production origin", async () => {
  const { captchaToken: _, ...payload } = application(NAME)
  expect(await acceptCareer(application(NAME), tours)).toEqual({
    payload: { ...payload, document: `https://wayfarertours.com.au/api/uploads/cv/${NAME}` },
    targets: ['cms-store.career'],
  })
})

it.each([
  ['a URL of the CV, even on the site’s own origin', `https://wayfarertours.com.au/api/uploads/cv/${NAME}`],
  ['a loopback URL', `http://127.0.0.1:3110/api/uploads/cv/${NAME}`],
  ['a name that is not stored', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf'],
  ['a path out of the store', `../${NAME}`],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['not a name', 'my cv'],
])('refuses %s as the CV, before spending the captcha', async (_, document) => {
  expect(await outcome(application(document, 'not-a-token'))).toEqual([
    { field: 'document', message: CV_MISSING_MESSAGE },
  ])
})

it("refuses another site's CV by its name", async () => {
  const other = 'OtherOtherOtherOtherOtherOtherOt.pdf'
  await keep('tours-nz', other)
  expect(await outcome(application(other))).toEqual([{ field: 'document', message: CV_MISSING_MESSAGE }])
})

it('checks the captcha last, in the career form’s words', async () => {
  expect(await outcome(application(NAME, 'spent-token'))).toEqual([
    { field: 'captchaToken', message: CAREER_CAPTCHA_MESSAGE },
  ])
})
