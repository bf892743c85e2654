/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { getSite, type Site } from '@travel/config'
import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import type { StoredFormSubmission } from '@/server/delivery/cmsStoreBody'
import { acceptFormSubmission } from '@/server/forms/cms/accept'
import { submissionsDb } from '@/server/submissions/database'
import { testDatabases } from '@/testing/testDatabases'
import { startSandbox, type Sandbox } from '../../../../scripts/sandbox/server'
import { sendStoredMail } from './smtp'

// The seed's rail form mails the team and the visitor (studio/seed/dataset.ndjson); its mails
// go, as the outbox sends them, to the sandbox's SMTP sink, which reads them back.
const rail = { site: getSite('rail') as Site, ip: '203.0.113.7' }
const RAIL_FORM = 'form-rail-rail-journey-enquiry'

type Received = { fromHeader: string; replyTo?: string; subject: string; text: string }

let sandbox: Sandbox
let store: Awaited<ReturnType<(typeof testDatabases)[0]['create']>>
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, smtpPort: 0 })
})
afterAll(() => sandbox.close())
beforeEach(async () => {
  process.env.CAPTCHA_MODE = 'test'
  store = await testDatabases[0]!.create()
  jest.mocked(submissionsDb).mockResolvedValue(store.db)
})
afterEach(async () => {
  delete process.env.CAPTCHA_MODE
  await store.dispose()
})

const received = async (to: string): Promise<Received[]> =>
  (
    (await (await fetch(`${sandbox.url}/__sandbox/mail?to=${encodeURIComponent(to)}`)).json()) as {
      mail: Received[]
    }
  ).mail

it("sends a rail enquiry's mails from the brand, the confirmation replying to its enquiries and naming the visitor", async () => {
  const accepted = await acceptFormSubmission(
    {
      form: RAIL_FORM,
      submissionData: [
        { field: 'fullName', value: 'Sam Lee' },
        { field: 'email', value: 'sam.sender@example.com' },
        { field: 'journey', value: 'the-ghan' },
        { field: 'message', value: 'Call me at www.spam.example' },
      ],
      captchaToken: TEST_CAPTCHA_TOKEN,
    },
    rail,
  )
  const { mails } = accepted.payload as StoredFormSubmission
  // Whatever SMTP_FROM says, a brand's form mails come from the brand.
  const env = { SMTP_URL: sandbox.smtpUrl, SMTP_FROM: 'Website <no-reply@example.com>' }
  await sendStoredMail(mails!.confirmation!, 'delivery-confirmation', env)
  await sendStoredMail(mails!.notification!, 'delivery-notification', env)

  const [confirmation] = await received('sam.sender@example.com')
  expect(confirmation).toMatchObject({
    fromHeader: 'Silver Line Rail Journeys <hello@silverlinerail.com.au>',
    replyTo: 'journeys@silverlinerail.com.au',
    subject: 'We have your rail journey enquiry',
  })
  expect(confirmation!.text).toContain('Dear Sam Lee,')
  expect(confirmation!.text).toContain('Thank you for your enquiry about The Ghan.')
  expect(confirmation!.text).not.toMatch(/\{\{|spam/)
  const [notification] = await received('journeys@silverlinerail.com.au')
  expect(notification).toMatchObject({
    fromHeader: 'Silver Line Rail Journeys <hello@silverlinerail.com.au>',
    replyTo: 'sam.sender@example.com',
  })
})
