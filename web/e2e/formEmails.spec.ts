import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { failNext, mailWhere, refusedMail, refuseMail, sandboxMail } from './helpers/sandbox'
import {
  E2E_PORT,
  E2E_SANDBOX_URL,
  E2E_STUDIO_URL,
  E2E_SUBMISSIONS_DB,
  e2eServerEnv,
  siteUrl,
} from './helpers/server'
import { settled, storedWith } from './helpers/store'

// Issue 22: a CMS form's emails are outbox deliveries; a delivery failing for good alerts the
// brand's operations address once (seed: the rail form and siteSettings-rail).
const TEAM = 'journeys@silverlinerail.com.au'
const OPERATIONS = 'operations@silverlinerail.com.au'
const RAIL_FROM = 'Silver Line Rail Journeys <hello@silverlinerail.com.au>'

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}`

test("a rail enquiry's notification and confirmation arrive once each, also across an SMTP outage", async ({
  page,
}) => {
  const token = unique('mail')
  const email = `${token}@example.com`
  // Both mails name the visitor's address: the first two attempts meet an outage.
  await refuseMail(2, email)
  await page.goto(siteUrl('rail', '/rail-journey-enquiry'))
  await page.getByLabel('Full name').fill('Sam Lee')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Which journey interests you?').selectOption({ label: 'The Ghan' })
  await page.getByLabel('Your questions').fill(`Is there a cabin in May? ${token}`)
  // A form that sends a confirmation asks for a captcha (issue 28).
  await page.getByLabel('I’m not a robot (test mode)').check()
  await page.getByRole('button', { name: 'Ask about this journey' }).click()
  await expect(page.getByRole('status')).toContainText('we’ve received your enquiry')

  const [notification] = await mailWhere(TEAM, token)
  // The visitor's words stay out of the headers: the subject names the chosen journey.
  expect(notification!.subject).toBe('Rail journey enquiry: The Ghan')
  // Issue 31: each brand sends from its own address (config's brandMail), not SMTP_FROM.
  expect(notification!.fromHeader).toBe(RAIL_FROM)
  expect(notification!.replyTo).toBe(email)
  expect(notification!.text).toContain('Which journey interests you?: The Ghan')
  expect(notification!.text).toContain(`Email: ${email}`)
  const [confirmation] = await mailWhere(email, 'A rail specialist will reply within one working day')
  expect(confirmation!.subject).toBe('We have your rail journey enquiry')
  // The editor's "Dear {{fullName}}" and "{{journey}}" filled in the text; the visitor's own
  // question stays out of a mail to the address they typed; a reply reaches the brand's enquiries.
  expect(confirmation!.text).toContain('Dear Sam Lee,')
  expect(confirmation!.text).toContain('Thank you for your enquiry about The Ghan.')
  expect(confirmation!.text).not.toContain(token)
  expect(confirmation!.text).not.toContain('{{')
  expect(confirmation!.fromHeader).toBe(RAIL_FROM)
  expect(confirmation!.replyTo).toBe(TEAM)
  expect(await refusedMail(email)).toBe(2)

  // Once: every delivery of it is settled, so the outbox sends no second copy.
  await expect.poll(() => settled(token)).toBe(true)
  expect((await sandboxMail(TEAM)).filter((mail) => mail.text.includes(token))).toHaveLength(1)
  expect(await sandboxMail(email)).toHaveLength(1)
})

test('an address list in the email field gets the email message, and nobody is mailed', async ({ page }) => {
  const token = unique('relay')
  const victims = [`${token}.a@example.com`, `${token}.b@example.org`]
  await page.goto(siteUrl('rail', '/rail-journey-enquiry'))
  await page.getByLabel('Full name').fill('Win a free trip at https://evil.example')
  await page.getByLabel('Email').fill(victims.join(','))
  await page.getByLabel('Which journey interests you?').selectOption({ label: 'The Ghan' })
  await page.getByLabel('Your questions').fill(`Win a free trip ${token}`)
  await page.getByLabel('I’m not a robot (test mode)').check()
  await page.getByRole('button', { name: 'Ask about this journey' }).click()
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address.')
  await expect(page.getByRole('status')).toHaveCount(0)

  // The route says the same to a script that skips the page (api: the seed's rail form).
  const direct = await page.request.post(`http://localhost:${E2E_PORT}/api/form-submissions`, {
    headers: { 'content-type': 'application/json', host: `rail.localhost:${E2E_PORT}` },
    data: JSON.stringify({
      form: 'form-rail-rail-journey-enquiry',
      submissionData: [
        { field: 'fullName', value: 'Sam' },
        { field: 'email', value: victims.join(',') },
        { field: 'journey', value: 'the-ghan' },
        { field: 'message', value: token },
      ],
      captchaToken: 'test-captcha-token',
    }),
  })
  expect(direct.status()).toBe(400)
  expect(await direct.json()).toMatchObject({
    errors: [{ field: 'email', message: 'Please enter a valid email address.' }],
  })

  // Nothing was stored, so nobody will ever be mailed.
  expect(storedWith(token)).toEqual([])
  for (const victim of victims) expect(await sandboxMail(victim)).toEqual([])
})

const ALERTS_PORT = E2E_PORT + 40
const store = E2E_SUBMISSIONS_DB.replace(/\.sqlite$/, '-alerts.sqlite')
const root = path.join(__dirname, '..', '..')

/** A server of its own whose deliveries give up after 2 s, with a 3 s alert window. */
function startServer(): ChildProcess {
  return spawn(
    process.execPath,
    [require.resolve('next/dist/bin/next'), 'start', '--port', String(ALERTS_PORT)],
    {
      cwd: path.join(root, 'web'),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        ...e2eServerEnv,
        PORT: String(ALERTS_PORT),
        SUBMISSIONS_SQLITE_PATH: store,
        OUTBOX_GIVE_UP_AFTER: '2s',
        FAILURE_ALERT_WINDOW: '3s',
      },
      stdio: 'ignore',
    },
  )
}

async function sendEnquiry(
  request: import('@playwright/test').APIRequestContext,
  email: string,
  token: string,
) {
  const response = await request.post(`http://localhost:${ALERTS_PORT}/api/form-submissions`, {
    headers: { 'content-type': 'application/json', host: `rail.localhost:${ALERTS_PORT}` },
    data: JSON.stringify({
      form: 'form-rail-rail-journey-enquiry',
      submissionData: [
        { field: 'fullName', value: 'Ines Moreau' },
        { field: 'email', value: email },
        { field: 'journey', value: 'the-ghan' },
        { field: 'message', value: `Private note ${token}` },
      ],
      captchaToken: 'test-captcha-token',
    }),
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

test('deliveries failing for good give one alert mail; a retry then delivers', async ({ request }) => {
  test.setTimeout(90_000)
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${store}${suffix}`, { force: true })
  const server = startServer()
  try {
    await expect
      .poll(
        async () => (await fetch(`http://127.0.0.1:${ALERTS_PORT}/robots.txt`).catch(() => null))?.status,
        {
          timeout: 30_000,
        },
      )
      .toBe(200)
    const token = unique('alert')
    // The CMS store refuses every copy carrying this test's token until the switch is cleared.
    await failNext('cms.store', 1000, token)
    const first = `${token}.a@example.com`
    const second = `${token}.b@example.com`
    const ids = [await sendEnquiry(request, first, token), await sendEnquiry(request, second, token)]

    const [alert] = await mailWhere(OPERATIONS, first, 1, 30_000)
    expect(alert!.subject).toBe('2 submissions could not be delivered (rail)')
    for (const [index, email] of [first, second].entries()) {
      expect(alert!.text).toContain(`Visitor: Ines Moreau, ${email}`)
      expect(alert!.text).toContain(`In the Studio: ${E2E_STUDIO_URL}/rail/submissions?id=${ids[index]}`)
    }
    expect(alert!.text).toContain('Form: Rail journey enquiry (cms-form)')
    expect(alert!.text).toContain('Site: rail')
    // In the Studio's words, with the site's time and zone.
    expect(alert!.text).toContain('What went wrong: The back office')
    expect(alert!.text).toMatch(/Received: .* 20\d\d, \d\d:\d\d AE[DS]T/)
    expect(alert!.text).not.toContain('Private note')
    // One alert only: each failure is noted in one alert, and once the failed deliveries and the
    // alert's own are settled, the outbox has nothing of them left to send.
    await expect.poll(() => settled(token, store), { timeout: 30_000 }).toBe(true)
    expect(storedWith(token, store).filter(({ kind }) => kind === 'failure-alert')).toHaveLength(1)
    expect((await sandboxMail(OPERATIONS)).filter((mail) => mail.text.includes(token))).toHaveLength(1)

    // The back office is up again; someone retries the first submission's failed delivery.
    await fetch(`${E2E_SANDBOX_URL}/__sandbox/fail`, { method: 'DELETE' })
    const requeue = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/outbox-requeue.ts', '--id', ids[0]!],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'test',
          SUBMISSIONS_SQLITE_PATH: store,
        },
        encoding: 'utf8',
      },
    )
    expect(requeue.stdout).toContain('Requeued 1 failed deliveries')
    await expect
      .poll(
        async () => {
          const response = await fetch(`${E2E_SANDBOX_URL}/__sandbox/requests?target=cms.store`)
          const { requests } = (await response.json()) as {
            requests: { body: { email?: string }; status: number }[]
          }
          return requests.some((entry) => entry.body?.email === first && entry.status === 200)
        },
        { timeout: 20_000 },
      )
      .toBe(true)
  } finally {
    server.kill('SIGTERM')
  }
})
