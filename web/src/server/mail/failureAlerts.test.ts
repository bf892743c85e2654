/** @jest-environment node */
import { createOutbox, type DeliveryAttempt } from '@/server/submissions/outbox'
import { findSubmission, storeSubmission } from '@/server/submissions/store'
import { requeueFailed } from '@/server/submissions/requeue'
import { testDatabases } from '@/testing/testDatabases'
import { failureAlertMail, FAILURE_ALERT_KIND, recordFailure, type FailureAlert } from './failureAlerts'

const start = new Date('2026-11-22T10:00:00.000Z')
const minute = 60_000
const options = {
  operationsEmailOf: async (brand: string) => (brand === 'rail' ? 'ops@rail.example' : null),
  windowMs: 15 * minute,
  studioUrl: 'https://studio.example/',
}

describe.each(testDatabases)('failure alerts on $name', ({ create }) => {
  let store: Awaited<ReturnType<typeof create>>
  beforeEach(async () => {
    store = await create()
  })
  afterEach(() => store.dispose())

  let now = start.getTime()
  const clock = () => new Date(now)

  async function failingSubmission(email: string, site = 'rail') {
    return storeSubmission(
      store.db,
      {
        site,
        formKind: 'cms-form',
        payload: {
          title: 'Rail journey enquiry',
          email,
          submissionData: [{ field: 'message', value: 'private words' }],
        },
        targets: ['cms-store.form-submission'],
      },
      clock(),
    )
  }

  function outbox(deliver: (attempt: DeliveryAttempt) => Promise<void>) {
    return createOutbox(store.db, {
      deliver,
      now: clock,
      giveUpAfterMs: 10 * minute,
      onFailed: (failed) => recordFailure(store.db, failed, options, clock()),
    })
  }

  async function alerts() {
    const rows = await store.db
      .selectFrom('submissions')
      .selectAll()
      .where('form_kind', '=', FAILURE_ALERT_KIND)
      .execute()
    return Promise.all(rows.map((row) => findSubmission(store.db, row.id)))
  }

  it('sends one digest for a burst of failures, never about itself, and a requeue then delivers', async () => {
    now = start.getTime()
    const first = await failingSubmission('ana@example.com')
    const second = await failingSubmission('sam@example.com')
    const sent: DeliveryAttempt[] = []
    let upstreamUp = false
    let smtpUp = false
    const deliver = async (attempt: DeliveryAttempt) => {
      if (attempt.target === 'email.failure-alert' && !smtpUp) throw new Error('SMTP 451')
      if (attempt.target === 'cms-store.form-submission' && !upstreamUp) throw new Error('CMS store: 503')
      sent.push(attempt)
    }
    const box = outbox(deliver)
    expect((await box.drain()).retry).toBe(2)
    now += 11 * minute
    expect(await box.drain()).toMatchObject({ failed: 2 })

    const [alert] = await alerts()
    expect(await alerts()).toHaveLength(1)
    const payload = alert!.payload as FailureAlert
    expect(payload.to).toBe('ops@rail.example')
    expect(payload.failures.map((note) => note.email)).toEqual(['ana@example.com', 'sam@example.com'])
    expect(payload.failures[0]).toMatchObject({
      site: 'rail',
      form: 'Rail journey enquiry (cms-form)',
      lastError: 'CMS store: 503',
      link: `https://studio.example/rail/submissions?id=${first}`,
    })
    expect(JSON.stringify(payload)).not.toContain('private words')

    // Not before its window ends; then it fails for good without alerting about itself.
    expect((await box.drain()).delivered).toBe(0)
    now += 15 * minute
    await box.drain()
    now += 11 * minute
    expect(await box.drain()).toMatchObject({ failed: 1 })
    expect(await alerts()).toHaveLength(1)

    // The operator retries; the upstream is back: delivered under the same key.
    upstreamUp = true
    smtpUp = true
    expect(await requeueFailed(store.db, { id: second }, clock())).toBe(1)
    expect((await box.drain()).delivered).toBe(1)
    expect(sent.map((attempt) => attempt.submissionId)).toEqual([second])
  })

  it('still settles a delivery as failed when its alert cannot be recorded (logged)', async () => {
    now = start.getTime()
    await failingSubmission('e@x.co')
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    const box = createOutbox(store.db, {
      deliver: async () => {
        throw new Error('down')
      },
      now: clock,
      giveUpAfterMs: 0,
      onFailed: async () => {
        throw new Error('content unreachable')
      },
    })
    expect(await box.drain()).toMatchObject({ failed: 1 })
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('could not record the failure'),
      expect.any(Error),
    )
    logged.mockRestore()
  })

  it('opens a new alert once the earlier one was tried, and sends none without an operations email', async () => {
    now = start.getTime()
    const failed = (submissionId: string) => ({
      deliveryId: `d-${submissionId}`,
      submissionId,
      target: 'cms-store.form-submission',
      lastError: 'boom',
      failedAt: clock().toISOString(),
    })
    expect(await recordFailure(store.db, failed(await failingSubmission('a@x.co')), options, clock())).toBe(
      'opened',
    )
    expect(await recordFailure(store.db, failed(await failingSubmission('b@x.co')), options, clock())).toBe(
      'added',
    )
    await store.db
      .updateTable('deliveries')
      .set({ attempts: 1 })
      .where('target', '=', 'email.failure-alert')
      .execute()
    expect(await recordFailure(store.db, failed(await failingSubmission('c@x.co')), options, clock())).toBe(
      'opened',
    )
    const cruises = await failingSubmission('d@x.co', 'cruises')
    jest.spyOn(console, 'error').mockImplementation(() => {})
    expect(await recordFailure(store.db, failed(cruises), options, clock())).toBe('skipped')
  })
})

it('writes a mail naming the form, site, times, error and link for each failure', () => {
  const mail = failureAlertMail({
    brand: 'rail',
    to: 'ops@rail.example',
    failures: [
      {
        deliveryId: 'd1',
        submissionId: 's1',
        site: 'rail',
        form: 'Rail journey enquiry (cms-form)',
        target: 'cms-store.form-submission',
        receivedAt: '2026-11-22T10:00:00.000Z',
        failedAt: '2026-11-25T10:00:00.000Z',
        lastError: 'connect ECONNREFUSED 127.0.0.1:3394 <html>',
        name: 'Sam Lee',
        email: 'sam@example.com',
        link: 'https://studio.example/rail/submissions?id=s1',
      },
    ],
  })
  expect(mail.to).toEqual(['ops@rail.example'])
  expect(mail.subject).toBe('1 submission could not be delivered (rail)')
  expect(mail.text).toContain('Visitor: Sam Lee, sam@example.com')
  expect(mail.text).toContain('In the Studio: https://studio.example/rail/submissions?id=s1')
  expect(mail.html).toContain('3394 &lt;html&gt;')
  // Times in the site's clock, labelled with its zone; the error in the Studio's words first.
  expect(mail.text).toContain('Received: Sun, 22 Nov 2026, 21:00 AEDT')
  expect(mail.text).toContain('Failed: Wed, 25 Nov 2026, 21:00 AEDT (to cms-store.form-submission)')
  expect(mail.text).toContain('What went wrong: The back office refused the connection: it may be down.')
  expect(mail.text).toContain('For a developer: connect ECONNREFUSED 127.0.0.1:3394 <html>')
})
