/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import formRoute from '../../../pages/api/forms/[form]'
import forms from '../../../pages/api/admin/forms'
import csv from '../../../pages/api/admin/submissions.csv'
import counts from '../../../pages/api/admin/submissions/counts'
import detail from '../../../pages/api/admin/submissions/[id]'
import list from '../../../pages/api/admin/submissions/index'
import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { cmsStoreFormBody, type StoredFormSubmission } from '@/server/delivery/cmsStoreBody'
import { submissionsDb } from '@/server/submissions/database'
import { createOutbox } from '@/server/submissions/outbox'
import { requeueFailed } from '@/server/submissions/requeue'
import { findSubmission } from '@/server/submissions/store'
import { routesByPath, startApiServer } from '@/testing/apiServer'
import { contactValues } from '@/testing/contactValues'
import { ALWAYS_OFFERED_BROCHURE } from '@/testing/formBodies'
import { startFakeSanityApi } from '@/testing/fakeSanityApi'
import { testDatabases } from '@/testing/testDatabases'

// A visitor's sends through the real form route, then read by the Studio's tool through the
// admin API, both over a socket: each field by its label, where the visit came from, the
// filters by form (one CMS form by its title) and by site, the detail and the CSV.
const STUDIO = 'https://studio.example.com'
const BROCHURE = 'form-tours-brochure-request'
const saved = { ...process.env }
let sanity: Awaited<ReturnType<typeof startFakeSanityApi>>
let api: Awaited<ReturnType<typeof startApiServer>>

beforeAll(async () => {
  sanity = await startFakeSanityApi([], 'production', {
    users: {
      'admin-token': { id: 'p-admin', name: 'Ada', roles: ['administrator'] },
      'golf-token': { id: 'p-golf', name: 'Gail', roles: ['golf-submissions'] },
    },
  })
  Object.assign(process.env, {
    SANITY_PROJECT_ID: '',
    SANITY_STUDIO_PROJECT_ID: 'abc123',
    SANITY_API_HOST: sanity.origin,
    SANITY_STUDIO_URL: STUDIO,
    CAPTCHA_MODE: 'test',
    ADMIN_TOKEN_CHECKS_PER_MINUTE: '1000',
  })
  api = await startApiServer(
    routesByPath({
      '/api/forms/[form]': formRoute,
      '/api/admin/forms': forms,
      '/api/admin/submissions': list,
      '/api/admin/submissions.csv': csv,
      '/api/admin/submissions/counts': counts,
      '/api/admin/submissions/[id]': detail,
    }),
  )
})
afterAll(async () => {
  process.env = saved
  await Promise.all([api.close(), sanity.close()])
})

const brochure = (attribution: unknown) => ({
  form: BROCHURE,
  submissionData: [
    { field: 'firstName', value: 'Ana' },
    { field: 'lastName', value: 'Silva' },
    { field: 'email', value: 'ana@example.com' },
    { field: 'country', value: 'PT' },
    { field: 'brochure', value: ALWAYS_OFFERED_BROCHURE },
  ],
  captchaToken: TEST_CAPTCHA_TOKEN,
  attribution,
})

const spring = {
  landingPage: '/offers/spring',
  referrer: 'https://www.google.com',
  utmSource: 'newsletter',
  utmCampaign: 'spring',
}

describe.each(testDatabases)("the Submissions tool's reading on $name", ({ create }) => {
  let store: Awaited<ReturnType<typeof create>>
  beforeEach(async () => {
    store = await create()
    jest.mocked(submissionsDb).mockResolvedValue(store.db)
  })
  afterEach(() => store.dispose())

  const admin = (path: string, token = 'admin-token') =>
    api.call(path, { host: 'tours.localhost', headers: { origin: STUDIO, authorization: `Bearer ${token}` } })

  async function send(host: string, form: string, body: unknown) {
    const answer = await api.post(`/api/forms/${form}`, body, { host })
    expect(answer.status).toBe(201)
    return (answer.body as { id: string }).id
  }

  it('shows one submission with its labels and where its visit came from; another brand finds nothing', async () => {
    const id = await send('tours.localhost', 'cms', brochure(spring))

    const answer = await admin(`/api/admin/submissions/${id}?brand=tours`)
    expect(answer.status).toBe(200)
    const { submission } = answer.body as { submission: Record<string, unknown> }
    expect(submission).toMatchObject({
      id,
      site: 'tours',
      form: 'cms-form',
      formTitle: 'Brochure request',
      formFilter: `cms-form:${BROCHURE}`,
      attribution: spring,
    })
    expect(submission.fields).toEqual([
      { name: 'firstName', label: 'First name', value: 'Ana' },
      { name: 'lastName', label: 'Last name', value: 'Silva' },
      { name: 'email', label: 'Email', value: 'ana@example.com' },
      { name: 'country', label: 'Country', value: 'PT' },
      { name: 'brochure', label: 'Which brochure would you like?', value: ALWAYS_OFFERED_BROCHURE },
    ])
    expect(submission.deliveries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          target: 'cms-store.form-submission',
          status: 'pending',
          lastErrorPlain: null,
        }),
      ]),
    )

    // What the back office gets is the contract's body: no attribution in it.
    const stored = await findSubmission(store.db, id)
    expect(JSON.stringify(stored!.payload)).not.toMatch(/newsletter|spring|attribution/)
    expect(JSON.parse(cmsStoreFormBody(stored!.payload as StoredFormSubmission).contents)).toEqual({
      form: BROCHURE,
      submissionData: brochure(null).submissionData,
    })

    expect((await admin(`/api/admin/submissions/${id}?brand=golf`)).status).toBe(404)
    expect((await admin(`/api/admin/submissions/${id}?brand=golf`, 'golf-token')).status).toBe(404)
    expect((await admin(`/api/admin/submissions/nope?brand=tours`)).status).toBe(404)
  })

  it("lists each delivery's tries with their times and errors in plain words, and a requeue between them", async () => {
    const id = await send('tours.localhost', 'contact', {
      ...contactValues,
      captchaToken: TEST_CAPTCHA_TOKEN,
    })
    const times = ['2026-11-28T09:00:00.000Z', '2026-11-28T09:00:10.000Z', '2026-11-28T10:00:00.000Z']
    let now = new Date(times[0]!)
    const outcomes = [new TypeError('Failed to fetch'), new Error('HTTP 503: Service Unavailable'), undefined]
    const outbox = createOutbox(store.db, {
      deliver: async () => {
        const error = outcomes.shift()
        if (error) throw error
      },
      baseDelayMs: 10_000,
      giveUpAfterMs: 10_000,
      now: () => now,
    })
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    // Whatever the outbox's clock, the submission was stored before its first try.
    await store.db.updateTable('submissions').set({ created_at: times[0]! }).execute()
    await store.db
      .updateTable('deliveries')
      .set({ retry_since: times[0]!, next_attempt_at: times[0]! })
      .execute()
    expect(await outbox.drain()).toMatchObject({ retry: 1 })
    now = new Date(times[1]!)
    expect(await outbox.drain()).toMatchObject({ failed: 1 })
    error.mockRestore()
    now = new Date(times[2]!)
    expect(await requeueFailed(store.db, { id }, now)).toBe(1)
    expect(await outbox.drain()).toMatchObject({ delivered: 1 })

    const answer = await admin(`/api/admin/submissions/${id}?brand=tours`)
    expect(answer.status).toBe(200)
    const [delivery] = (answer.body as { submission: { deliveries: Record<string, unknown>[] } }).submission
      .deliveries
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, earlierTriesUnrecorded: false })
    expect(delivery!.history).toEqual([
      {
        at: times[0],
        outcome: 'retry',
        attempt: 1,
        error: 'Failed to fetch',
        errorPlain: 'The back office could not be reached.',
      },
      {
        at: times[1],
        outcome: 'failed',
        attempt: 2,
        error: 'HTTP 503: Service Unavailable',
        errorPlain: 'The back office had a problem of its own (it answered 503).',
      },
      { at: times[2], outcome: 'requeued', attempt: null, error: null, errorPlain: null },
      { at: times[2], outcome: 'delivered', attempt: 1, error: null, errorPlain: null },
    ])

    // The list stays light: histories are the detail's.
    const listed = (await admin('/api/admin/submissions?brand=tours')).body as {
      submissions: { deliveries: Record<string, unknown>[] }[]
    }
    expect(listed.submissions[0]!.deliveries[0]).not.toHaveProperty('history')
  })

  it('says when a delivery was tried before its tries were recorded', async () => {
    const id = await send('tours.localhost', 'contact', {
      ...contactValues,
      captchaToken: TEST_CAPTCHA_TOKEN,
    })
    await store.db
      .updateTable('deliveries')
      .set({ status: 'failed', attempts: 40, last_error: 'HTTP 503: down' })
      .where('submission_id', '=', id)
      .execute()
    const { submission } = (await admin(`/api/admin/submissions/${id}?brand=tours`)).body as {
      submission: { deliveries: Record<string, unknown>[] }
    }
    expect(submission.deliveries[0]).toMatchObject({
      status: 'failed',
      lastErrorPlain: 'The back office had a problem of its own (it answered 503).',
      history: [],
      earlierTriesUnrecorded: true,
    })
  })

  it('stores an enquiry whose attribution is bad, without the bad parts', async () => {
    const id = await send('tours-nz.localhost', 'contact', {
      ...contactValues,
      captchaToken: TEST_CAPTCHA_TOKEN,
      attribution: {
        landingPage: 'https://evil.example/',
        referrer: 'https://www.bing.com/search?q=ana@example.com',
        utmSource: 'x'.repeat(201),
        utmMedium: 'email\r\nBcc: someone',
        utmCampaign: 'spring',
        utmTerm: 42,
        extra: 'ignored',
      },
    })
    expect(
      await send('tours.localhost', 'contact', {
        ...contactValues,
        captchaToken: TEST_CAPTCHA_TOKEN,
        attribution: 'junk',
      }),
    ).toEqual(expect.any(String))
    const { submission } = (await admin(`/api/admin/submissions/${id}?brand=tours`)).body as {
      submission: Record<string, unknown>
    }
    expect(submission).toMatchObject({ formTitle: 'Contact', attribution: { utmCampaign: 'spring' } })
    expect(submission.fields).toEqual(
      expect.arrayContaining([
        { name: 'firstName', label: 'First name', value: 'Ann' },
        { name: 'phoneNumber', label: 'Phone number', value: '0412 345 678' },
      ]),
    )
  })

  it("offers each of the brand's CMS forms by its title before anyone has sent it", async () => {
    const choices = await admin('/api/admin/forms?brand=cruises')
    expect(choices.status).toBe(200)
    expect((choices.body as { forms: unknown[] }).forms).toEqual([
      { value: 'cms-form:form-cruises-stay-in-touch', title: 'Stay in touch' },
      { value: 'cms-form:form-cruises-voyage-enquiry', title: 'Voyage enquiry' },
    ])
  })

  it("filters by the brand's forms, by title, and by site, on the server", async () => {
    const cms = await send('tours.localhost', 'cms', brochure(spring))
    const nz = await send('tours-nz.localhost', 'contact', {
      ...contactValues,
      captchaToken: TEST_CAPTCHA_TOKEN,
    })
    const au = await send('tours.localhost', 'contact', {
      ...contactValues,
      captchaToken: TEST_CAPTCHA_TOKEN,
    })

    const choices = await admin('/api/admin/forms?brand=tours')
    expect(choices.body).toEqual({
      forms: [
        { value: `cms-form:${BROCHURE}`, title: 'Brochure request' },
        { value: 'contact', title: 'Contact' },
      ],
      sites: [
        { id: 'tours', label: expect.stringMatching(/wayfarertours\.com\.au/) },
        { id: 'tours-nz', label: 'wayfarertours.co.nz' },
      ],
    })
    const ids = async (query: string) =>
      (
        (await admin(`/api/admin/submissions?brand=tours&${query}`)).body as { submissions: { id: string }[] }
      ).submissions.map(({ id }) => id)
    expect(await ids(`form=${encodeURIComponent(`cms-form:${BROCHURE}`)}`)).toEqual([cms])
    expect(await ids('form=cms-form%3Aform-golf-golf-day-enquiry')).toEqual([])
    expect((await ids('form=contact')).sort()).toEqual([au, nz].sort())
    expect(await ids('site=tours-nz')).toEqual([nz])
    expect(await ids('site=tours&form=contact')).toEqual([au])
    expect((await admin('/api/admin/submissions?brand=tours&site=golf')).status).toBe(400)
    expect((await admin('/api/admin/submissions/counts?brand=tours')).body).toEqual({
      counts: [
        { form: `cms-form:${BROCHURE}`, formTitle: 'Brochure request', day: expect.any(String), count: 1 },
        { form: 'contact', formTitle: 'Contact', day: expect.any(String), count: 2 },
      ],
    })

    const exported = String(
      (await admin(`/api/admin/submissions.csv?brand=tours&form=cms-form%3A${BROCHURE}`)).body,
    )
    const [header, row, end] = exported.split('\r\n')
    expect(header).toMatch(
      /^id,received at,site,form,form title,purged,deliveries,landing page,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,/,
    )
    expect(row).toContain(',cms-form,Brochure request,no,')
    expect(row).toContain(',/offers/spring,https://www.google.com,newsletter,,spring,,,')
    expect(end).toBe('')
  })
})
