/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import formRoute from '../../../pages/api/forms/[form]'
import { earliestToday } from '@/forms/tailorMade/model/schema'
import { submissionsDb } from '@/server/submissions/database'
import { createOutbox, UndeliverablePayload, type FailedDeliveryEvent } from '@/server/submissions/outbox'
import { findSubmission, storeSubmission } from '@/server/submissions/store'
import { startApiServer } from '@/testing/apiServer'
import { contactValues } from '@/testing/contactValues'
import { validFormBodies } from '@/testing/formBodies'
import { sandboxForThisFile } from '@/testing/sandbox'
import { testDatabases } from '@/testing/testDatabases'
import { deliver } from './deliveryTargets'

// A submission waits in the outbox for days, and a form's schema may change meanwhile. The
// contact form is posted over HTTP and stored; its row is then given the shape an older schema
// stored (a field under another name), and the outbox delivers to the sandbox.
const sandboxUrl = sandboxForThisFile()
const saved = { ...process.env }
let api: Awaited<ReturnType<typeof startApiServer>>
let store: Awaited<ReturnType<(typeof testDatabases)[0]['create']>>

beforeAll(async () => {
  api = await startApiServer(formRoute)
})
afterAll(() => api.close())
beforeEach(async () => {
  store = await testDatabases[0]!.create()
  jest.mocked(submissionsDb).mockResolvedValue(store.db)
  process.env.CAPTCHA_MODE = 'test'
})
afterEach(async () => {
  process.env = { ...saved, SANDBOX_URL: process.env.SANDBOX_URL }
  await store.dispose()
})

type Recorded = { status: number; body: Record<string, unknown> }
async function received(target: string): Promise<Recorded[]> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/requests?target=${target}`)
  return ((await response.json()) as { requests: Recorded[] }).requests
}

/** The outbox with the real deliveries, whose failures are reported to `failed`. */
function outbox() {
  const failed: FailedDeliveryEvent[] = []
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  const box = createOutbox(store.db, { deliver, onFailed: async (event) => void failed.push(event) })
  return { drain: () => box.drain().finally(() => error.mockRestore()), failed }
}

async function postContact(): Promise<string> {
  const reply = await api.call('/api/forms/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...contactValues, message: 'Two seats', captchaToken: 'test-captcha-token' }),
  })
  expect(reply.status).toBe(201)
  return (reply.body as { id: string }).id
}

/** Rewrites a stored payload, as an older version of the form would have stored it. */
async function storedAs(id: string, change: (payload: Record<string, unknown>) => Record<string, unknown>) {
  const row = await store.db
    .selectFrom('submissions')
    .select('payload')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  const payload = change(JSON.parse(row.payload) as Record<string, unknown>)
  await store.db
    .updateTable('submissions')
    .set({ payload: JSON.stringify(payload) })
    .where('id', '=', id)
    .execute()
}

describe('a queued delivery of an older shape', () => {
  it('sends a stored submission that fits its form', async () => {
    const id = await postContact()
    expect(await outbox().drain()).toMatchObject({ delivered: 1, failed: 0 })
    const [sent] = await received('passenger-portal.contact-us')
    expect(sent).toMatchObject({ status: 200, body: { firstName: 'Ann', lastName: 'Lee' } })
    expect((await findSubmission(store.db, id))!.deliveries[0]!.status).toBe('delivered')
  })

  it('sends nothing half-empty: a renamed field fails the delivery at once, naming the field, and is reported', async () => {
    const id = await postContact()
    // The row was stored while the form called its last name `surname`.
    await storedAs(id, ({ lastName, ...rest }) => ({ ...rest, surname: lastName }))
    const { drain, failed } = outbox()
    expect(await drain()).toMatchObject({ delivered: 0, retry: 0, failed: 1 })
    expect(await received('passenger-portal.contact-us')).toEqual([])
    const [delivery] = (await findSubmission(store.db, id))!.deliveries
    const lastError =
      'The stored submission no longer fits the form: lastName: Required Field; Unknown field: surname'
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, lastError })
    expect(failed).toEqual([expect.objectContaining({ deliveryId: delivery!.id, lastError })])
  })

  it('fails an email delivery at once when its stored mail is not there', async () => {
    const attempt = {
      deliveryId: 'd-1',
      submissionId: 's-1',
      site: 'rail',
      formKind: 'cms-form',
      target: 'email.form-confirmation',
      payload: { form: 'f', submissionData: [], title: 'T', email: 'a@b.co', mails: {} },
      receivedAt: new Date().toISOString(),
    }
    await expect(deliver(attempt)).rejects.toThrow(UndeliverablePayload)
    await expect(deliver(attempt)).rejects.toThrow(
      'The stored submission no longer fits the form: mails.confirmation is a required field',
    )
  })

  it('sends a career application as its accept stores it, the CV named by its URL', async () => {
    const application = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'a@b.co',
      document: 'http://tours.localhost/api/uploads/cv/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf',
    }
    await storeSubmission(store.db, {
      site: 'tours',
      formKind: 'career',
      payload: application,
      targets: ['cms-store.career'],
    })
    expect(await outbox().drain()).toMatchObject({ delivered: 1, failed: 0 })
  })

  it('judges a date "from today" as of the day the submission was sent, not the day it is delivered', async () => {
    const sentAt = new Date(Date.now() - 3 * 86_400_000)
    const today = earliestToday(sentAt)
    const enquiry = {
      kind: 'flight',
      from: 'Sydney',
      to: 'Hobart',
      departureDate: today,
      returnDate: today,
      name: 'Ann Lee',
      phoneCountry: 'AU',
      phoneNumber: '0412 345 678',
      email: 'a@b.co',
      passengers: 2,
    }
    await storeSubmission(
      store.db,
      { site: 'tours', formKind: 'enquiryFlight', payload: enquiry, targets: ['reservation.enquiry'] },
      sentAt,
    )
    expect(await outbox().drain()).toMatchObject({ delivered: 1, failed: 0 })
    expect(await received('reservation.enquiry')).toHaveLength(1)
  })

  // Each form's accept stores what its targets check: a fresh submission of every form fits.
  const fresh = validFormBodies().filter(({ form }) => form !== 'career')
  it.each<[string, string, Record<string, unknown>]>([
    ...fresh.map(({ form, site, body }): [string, string, Record<string, unknown>] => [form, site, body]),
    // A form that sends both its emails: each is a delivery of its own, checked too.
    [
      'cms',
      'rail',
      {
        form: 'form-rail-rail-journey-enquiry',
        submissionData: [
          { field: 'fullName', value: 'Ana Silva' },
          { field: 'email', value: 'ana@example.com' },
          { field: 'journey', value: 'the-ghan' },
          { field: 'message', value: 'Two cabins,\n\tplease.' },
        ],
        captchaToken: 'test-captcha-token',
      },
    ],
  ])('delivers a fresh %s submission (%s) without a fit problem', async (form, site, values) => {
    const reply = await api.call(`/api/forms/${form}`, {
      method: 'POST',
      host: `${site}.localhost`,
      headers: { 'content-type': 'application/json' },
      // Every body carries its captcha's token, visible or invisible (the test token).
      body: JSON.stringify({ ...values, captchaToken: 'test-captcha-token' }),
    })
    expect({ status: reply.status, body: reply.body }).toMatchObject({ status: 201 })
    await outbox().drain()
    const { deliveries } = (await findSubmission(store.db, (reply.body as { id: string }).id))!
    expect(deliveries.length).toBe(
      form === 'cms' && site === 'rail' ? 3 : form === 'familRegistration' ? 2 : 1,
    )
    for (const delivery of deliveries)
      expect({ target: delivery.target, lastError: delivery.lastError ?? '' }).toEqual({
        target: delivery.target,
        lastError: expect.not.stringContaining('no longer fits'),
      })
    expect(deliveries.filter((delivery) => delivery.status === 'failed')).toEqual([])
  })
})
