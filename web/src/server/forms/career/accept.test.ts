/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getSite, type Site } from '@travel/config'
import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { CAREER_CAPTCHA_MESSAGE, CV_MISSING_MESSAGE } from '@/forms/career/schema'
import { SubmissionRejected } from '@/server/submissions/acceptance'
import { acceptCareer } from './accept'

const NAME = 'Q2r3zXjv0mK9p8s7t6u5v4w3x2y1z0AB.pdf'
const tours = { site: getSite('tours') as Site, ip: '203.0.113.7' }
const saved = { ...process.env }

const application = (document: string, captchaToken = TEST_CAPTCHA_TOKEN) => ({
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  document,
  captchaToken,
})

beforeEach(() => {
  process.env.UPLOADS_DIR = mkdtempSync(path.join(tmpdir(), 'career-'))
  process.env.CAPTCHA_MODE = 'test'
  delete process.env.RECAPTCHA_SECRET
  const folder = path.join(process.env.UPLOADS_DIR, 'tours', 'cv')
  mkdirSync(folder, { recursive: true })
  writeFileSync(path.join(folder, NAME), '%PDF-1.4')
})

afterEach(() => {
  process.env = { ...saved }
})

/** The refusal's errors, or 'accepted'. */
async function outcome(body: unknown, request = tours) {
  try {
    await acceptCareer(body, request)
    return 'accepted'
  } catch (error) {
    if (error instanceof SubmissionRejected) return error.errors
    throw error
  }
}

it('stores the application without the token, for the CMS store', async () => {
  const url = `https://www.wayfarertours.com.au/api/uploads/cv/${NAME}`
  const { captchaToken: _, ...payload } = application(url)
  expect(await acceptCareer(application(url), tours)).toEqual({ payload, targets: ['cms-store.career'] })
  // The local name the e2e server answers under is the site's too.
  expect(await outcome(application(`http://tours.localhost:3110/api/uploads/cv/${NAME}`))).toBe('accepted')
})

it.each([
  ['a foreign host', `https://evil.example/api/uploads/cv/${NAME}`],
  ["another site's host", `https://wayfarertours.co.nz/api/uploads/cv/${NAME}`],
  ['another local site', `http://golf.localhost/api/uploads/cv/${NAME}`],
  [
    'a file that is not stored',
    'https://wayfarertours.com.au/api/uploads/cv/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf',
  ],
  ['another upload path', `https://wayfarertours.com.au/api/uploads/photo/${NAME}`],
  ['a path out of the folder', `https://wayfarertours.com.au/api/uploads/cv/..%2F..%2F${NAME}`],
  ['a query after the name', `https://wayfarertours.com.au/api/uploads/cv/${NAME}?x=1`],
  ['credentials in the URL', `https://a:b@wayfarertours.com.au/api/uploads/cv/${NAME}`],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a relative path', `/api/uploads/cv/${NAME}`],
  ['not a URL', 'my cv'],
])('refuses %s as the CV, before spending the captcha', async (_, document) => {
  expect(await outcome(application(document, 'not-a-token'))).toEqual([
    { field: 'document', message: CV_MISSING_MESSAGE },
  ])
})

it('checks the captcha last, in the career form’s words', async () => {
  const url = `https://wayfarertours.com.au/api/uploads/cv/${NAME}`
  expect(await outcome(application(url, 'spent-token'))).toEqual([
    { field: 'captchaToken', message: CAREER_CAPTCHA_MESSAGE },
  ])
})
