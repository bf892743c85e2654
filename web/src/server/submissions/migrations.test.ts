/** @jest-environment node */
import type { Kysely } from 'kysely'
import { testDatabases } from '@/testing/testDatabases'
import {
  backfillDeliveredAttempts,
  copySubmissionSiteAndTime,
  migrationProvider,
  nameStoredCmsForms,
  nameStoredVisitors,
} from './migrations'
import { storeSubmission } from './store'

describe('the migrations', () => {
  // Kysely runs them in the order of their names, and refuses a database that ran a name that
  // now sorts after a new one ("corrupted migrations"): every instance's outbox would stop.
  it('are named in the order they were written, so a database that ran the earlier ones takes the next', async () => {
    const names = Object.keys(await migrationProvider('sqlite').getMigrations())
    expect(names).toEqual([...names].sort())
  })
})

describe.each(testDatabases)('the submission details migration on $name', ({ create }) => {
  it('names the CMS form of a submission stored before it, from its payload', async () => {
    const store = await create()
    try {
      const older = await storeSubmission(store.db, {
        site: 'tours',
        formKind: 'cms-form',
        payload: { form: 'form-tours-brochure-request', title: 'Brochure request', submissionData: [] },
        targets: [],
      })
      const contact = await storeSubmission(store.db, {
        site: 'tours',
        formKind: 'contact',
        payload: { form: 'not-a-cms-form' },
        targets: [],
      })
      await nameStoredCmsForms(store.db as unknown as Kysely<unknown>)
      const rows = await store.db
        .selectFrom('submissions')
        .select(['id', 'form_ref', 'form_title'])
        .orderBy('form_ref')
        .execute()
      expect(rows).toEqual(
        expect.arrayContaining([
          { id: older, form_ref: 'form-tours-brochure-request', form_title: 'Brochure request' },
          { id: contact, form_ref: null, form_title: null },
        ]),
      )
    } finally {
      await store.dispose()
    }
  })
})

describe.each(testDatabases)('the delivery attempts migration on $name', ({ create }) => {
  it('writes back the delivering try of a delivery made before tries were recorded, and nothing it cannot know', async () => {
    const store = await create()
    try {
      const id = await storeSubmission(store.db, {
        site: 'tours',
        formKind: 'contact',
        payload: {},
        targets: ['delivered', 'failed', 'pending', 'recorded'],
      })
      const set = (target: string, changes: Record<string, unknown>) =>
        store.db.updateTable('deliveries').set(changes).where('target', '=', target).execute()
      await set('delivered', { status: 'delivered', attempts: 3, delivered_at: '2026-11-27T10:00:00.000Z' })
      await set('failed', { status: 'failed', attempts: 40, last_error: 'HTTP 503: down' })
      await set('pending', { attempts: 2, last_error: 'HTTP 503: down' })
      await set('recorded', { status: 'delivered', attempts: 1, delivered_at: '2026-11-28T10:00:00.000Z' })
      const [recorded] = await store.db
        .selectFrom('deliveries')
        .select('id')
        .where('target', '=', 'recorded')
        .execute()
      await store.db
        .insertInto('delivery_attempts')
        .values({
          delivery_id: recorded!.id,
          seq: 1,
          attempt: 1,
          at: '2026-11-28T10:00:00.000Z',
          outcome: 'delivered',
          error: null,
        })
        .execute()

      await backfillDeliveredAttempts(store.db as unknown as Kysely<unknown>)
      const rows = await store.db
        .selectFrom('delivery_attempts')
        .innerJoin('deliveries', 'deliveries.id', 'delivery_attempts.delivery_id')
        .select(['target', 'seq', 'attempt', 'at', 'outcome', 'error'])
        .where('submission_id', '=', id)
        .orderBy('target')
        .execute()
      expect(rows.map((row) => ({ ...row, seq: Number(row.seq), attempt: Number(row.attempt) }))).toEqual([
        {
          target: 'delivered',
          seq: 1,
          attempt: 3,
          at: '2026-11-27T10:00:00.000Z',
          outcome: 'delivered',
          error: null,
        },
        {
          target: 'recorded',
          seq: 1,
          attempt: 1,
          at: '2026-11-28T10:00:00.000Z',
          outcome: 'delivered',
          error: null,
        },
      ])
    } finally {
      await store.dispose()
    }
  })
})

describe.each(testDatabases)('the visitor and campaign migration on $name', ({ create }) => {
  it('fills in the visitor and campaign of submissions stored before, and nothing of a purged one', async () => {
    const store = await create()
    try {
      const stored = (payload: unknown, attribution: Record<string, string> | null) =>
        storeSubmission(store.db, { site: 'golf', formKind: 'cms-form', payload, targets: [], attribution })
      const cms = await stored(
        {
          submissionData: [
            { field: 'fullName', value: 'Sam Lee' },
            { field: 'email', value: 'Sam@Example.com' },
          ],
        },
        { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'links' },
      )
      const purged = await stored({ name: 'Gone' }, null)
      // As rows were before the columns: empty, one of them purged since.
      await store.db
        .updateTable('submissions')
        .set({
          visitor_name: null,
          visitor_email: null,
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
        })
        .execute()
      await store.db
        .updateTable('submissions')
        .set({ payload: 'null', attribution: null, purged_at: '2026-12-01T00:00:00.000Z' })
        .where('id', '=', purged)
        .execute()
      await nameStoredVisitors(store.db as unknown as Kysely<unknown>)
      const rows = await store.db
        .selectFrom('submissions')
        .select(['id', 'visitor_name', 'visitor_email', 'utm_source', 'utm_medium', 'utm_campaign'])
        .execute()
      expect(rows).toEqual(
        expect.arrayContaining([
          {
            id: cms,
            visitor_name: 'Sam Lee',
            visitor_email: 'sam@example.com',
            utm_source: 'google',
            utm_medium: 'cpc',
            utm_campaign: 'links',
          },
          {
            id: purged,
            visitor_name: null,
            visitor_email: null,
            utm_source: null,
            utm_medium: null,
            utm_campaign: null,
          },
        ]),
      )
    } finally {
      await store.dispose()
    }
  })
})

describe.each(testDatabases)('the waiting and failed by site migration on $name', ({ create }) => {
  it("gives the deliveries made before it their submission's site and time", async () => {
    const store = await create()
    try {
      const at = new Date('2026-11-20T09:00:00.000Z')
      const id = await storeSubmission(
        store.db,
        { site: 'tours-nz', formKind: 'contact', payload: {}, targets: ['portal', 'mail.notification'] },
        at,
      )
      // As a delivery stored before the columns were there holds them.
      await (
        store.db as unknown as Kysely<{ deliveries: { site: string | null; submitted_at: string | null } }>
      )
        .updateTable('deliveries')
        .set({ site: null, submitted_at: null })
        .execute()
      await copySubmissionSiteAndTime(store.db as unknown as Kysely<unknown>)
      const rows = await store.db
        .selectFrom('deliveries')
        .select(['submission_id', 'site', 'submitted_at'])
        .execute()
      expect(rows).toEqual([
        { submission_id: id, site: 'tours-nz', submitted_at: at.toISOString() },
        { submission_id: id, site: 'tours-nz', submitted_at: at.toISOString() },
      ])
    } finally {
      await store.dispose()
    }
  })
})
