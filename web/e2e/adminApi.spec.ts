import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { failNext, sandboxRequests } from './helpers/sandbox'
import { E2E_PORT, E2E_SANDBOX_URL, E2E_STUDIO_URL, E2E_SUBMISSIONS_DB } from './helpers/server'

// Issue 22: the web API behind the Studio's Submissions tool (docs/admin.md). The e2e server
// checks tokens against the fake Sanity API the suite starts (helpers/studioUsers.ts); its
// content stays embedded.

const ADMIN = `http://localhost:${E2E_PORT}/api/admin`
const admin = (path: string, token?: string, method = 'GET') =>
  fetch(`${ADMIN}${path}`, {
    method,
    headers: { origin: E2E_STUDIO_URL, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })

test("the admin API refuses a missing, forged, role-less, viewer's or other-brand token", async () => {
  const missing = await admin('/submissions?brand=rail')
  expect(missing.status).toBe(401)
  expect(missing.headers.get('cache-control')).toBe('private, no-store')
  expect((await admin('/submissions?brand=rail', 'forged-token')).status).toBe(401)
  expect((await admin('/submissions?brand=rail', 'no-role-token')).status).toBe(403)
  expect((await admin('/submissions?brand=rail', 'tours-handler-token')).status).toBe(403)
  expect((await admin('/submissions.csv?brand=rail', 'tours-handler-token')).status).toBe(403)
  expect((await admin('/deliveries/anything/retry?brand=rail', 'forged-token', 'POST')).status).toBe(401)
  // Sanity's built-in viewer (anyone invited to review copy) reads no one's personal data.
  const viewed = await admin('/submissions?brand=rail', 'viewer-token')
  expect(viewed.status).toBe(403)
  expect(await viewed.json()).toEqual({
    message: 'You need the administrator role or rail-submissions to see submissions',
  })
  expect((await admin('/deliveries/anything/retry?brand=rail', 'viewer-token', 'POST')).status).toBe(403)
})

test("lists and exports for the brand's submissions role, retries with its editor role too", async ({
  request,
}) => {
  test.setTimeout(60_000)
  const token = `admin.${Date.now()}.${Math.floor(Math.random() * 1e6)}`
  const email = `${token}@example.com`
  // The CMS store refuses this submission until the switch is cleared.
  await failNext('cms.store', 1000, token)
  const response = await request.post(`http://localhost:${E2E_PORT}/api/form-submissions`, {
    headers: { 'content-type': 'application/json', host: `rail.localhost:${E2E_PORT}` },
    data: JSON.stringify({
      form: 'form-rail-rail-journey-enquiry',
      submissionData: [
        { field: 'fullName', value: '=Ines Moreau' },
        { field: 'email', value: email },
        { field: 'journey', value: 'the-ghan' },
        { field: 'message', value: `A cabin in May? ${token}` },
      ],
      captchaToken: 'test-captcha-token',
    }),
  })
  expect(response.status()).toBe(201)
  const { id } = (await response.json()) as { id: string }

  // Failed for good, as after OUTBOX_MAX_ATTEMPTS; the cleared lease keeps a worker's
  // attempt in flight from settling it otherwise.
  const db = new Database(E2E_SUBMISSIONS_DB)
  try {
    db.prepare(
      `update deliveries set status = 'failed', attempts = 40, last_error = 'HTTP 503: down',
       locked_until = null, lease_token = null where submission_id = ? and target = 'cms-store.form-submission'`,
    ).run(id)
  } finally {
    db.close()
  }

  const listed = await admin('/submissions?brand=rail&status=failed&form=cms-form', 'rail-handler-token')
  expect(listed.status).toBe(200)
  expect(listed.headers.get('access-control-allow-origin')).toBe(E2E_STUDIO_URL)
  const page = (await listed.json()) as {
    submissions: {
      id: string
      site: string
      deliveries: { id: string; target: string; status: string; lastError: string }[]
    }[]
  }
  const submission = page.submissions.find((each) => each.id === id)
  expect(submission).toMatchObject({ site: 'rail', purged: false })
  const failed = submission!.deliveries.find((delivery) => delivery.target === 'cms-store.form-submission')
  expect(failed).toMatchObject({ status: 'failed', lastError: 'HTTP 503: down' })

  // Found by part of the visitor's email in any case, through the search's trigram index, and
  // counted per day the same way.
  const part = encodeURIComponent(email.slice(6, -10).toUpperCase())
  const searched = await admin(`/submissions?brand=rail&search=${part}`, 'rail-handler-token')
  expect(((await searched.json()) as typeof page).submissions.map((each) => each.id)).toEqual([id])
  const searchCounts = await admin(`/submissions/counts?brand=rail&search=${part}`, 'rail-handler-token')
  expect(((await searchCounts.json()) as { counts: { count: number }[] }).counts).toEqual([
    expect.objectContaining({ form: 'cms-form:form-rail-rail-journey-enquiry', count: 1 }),
  ])

  const counts = await admin('/submissions/counts?brand=rail', 'rail-handler-token')
  expect(((await counts.json()) as { counts: { form: string }[] }).counts).toContainEqual(
    expect.objectContaining({ form: 'cms-form:form-rail-rail-journey-enquiry' }),
  )

  const csv = await admin('/submissions.csv?brand=rail&status=failed', 'rail-handler-token')
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  const line = (await csv.text()).split('\r\n').find((row) => row.startsWith(id))
  expect(line).toContain("'=Ines Moreau")

  // The back office is up again: a retry delivers under the same idempotency key. Reading is
  // not enough to send a visitor's data again: that takes the brand's editor role as well.
  await fetch(`${E2E_SANDBOX_URL}/__sandbox/fail`, { method: 'DELETE' })
  const readerRetry = await admin(`/deliveries/${failed!.id}/retry?brand=rail`, 'rail-handler-token', 'POST')
  expect(readerRetry.status).toBe(403)
  const retried = await admin(`/deliveries/${failed!.id}/retry?brand=rail`, 'rail-editor-token', 'POST')
  expect(retried.status).toBe(200)
  await expect
    .poll(
      async () =>
        (await sandboxRequests('cms.store')).some(
          (each) =>
            each.body?.email === email &&
            each.status === 200 &&
            each.headers['idempotency-key'] === failed!.id,
        ),
      { timeout: 20_000 },
    )
    .toBe(true)
})

test('the list pages by cursor, each page older than the last, and a made-up cursor is refused', async ({
  request,
}) => {
  // Two at least, so that the newest has one older than it.
  for (const n of [1, 2]) {
    const response = await request.post(`http://localhost:${E2E_PORT}/api/form-submissions`, {
      headers: { 'content-type': 'application/json', host: `rail.localhost:${E2E_PORT}` },
      data: JSON.stringify({
        form: 'form-rail-rail-journey-enquiry',
        submissionData: [
          { field: 'fullName', value: `Paging ${n}` },
          { field: 'email', value: `paging.${n}.${Date.now()}@example.com` },
          { field: 'journey', value: 'the-ghan' },
          { field: 'message', value: 'Which days does it run?' },
        ],
        captchaToken: 'test-captcha-token',
      }),
    })
    expect(response.status()).toBe(201)
  }
  type Page = {
    submissions: { id: string; receivedAt: string }[]
    older: string | null
    newer: string | null
  }
  const list = async (query = '') => {
    const response = await admin(`/submissions?brand=rail${query}`, 'rail-handler-token')
    expect(response.status).toBe(200)
    return (await response.json()) as Page
  }
  const first = await list()
  expect(first.newer).toBeNull()
  const [top, ...rest] = first.submissions
  expect(top).toBeDefined()
  // A cursor is `<receivedAt>_<id>` (docs/admin.md): the page after the newest is the rest.
  const after = await list(`&older=${encodeURIComponent(`${top!.receivedAt}_${top!.id}`)}`)
  // (The next page starts with the rest of the first, whatever else the suite stored.)
  expect(after.submissions.slice(0, rest.length).map(({ id }) => id)).toEqual(rest.map(({ id }) => id))
  expect(after.newer).not.toBeNull()
  const refused = await admin('/submissions?brand=rail&older=page-2', 'rail-handler-token')
  expect(refused.status).toBe(400)
  expect(await refused.json()).toEqual({ message: 'older must be a cursor the list gave' })
})
