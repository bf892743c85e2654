import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import type { Attribution } from '@/forms/attribution/parts'
import { addUpStoredSubmissions } from './dayTotals'
import type { DatabaseKind, SubmissionsDatabase } from './schema'
import { visitorColumns } from './visitor'

/**
 * CMS-form submissions stored before their form's id and title had columns of their own get
 * them from their payload (`{form, title, …}`, cmsStoreBody.ts); a purged one has none to give.
 */
export async function nameStoredCmsForms(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{
    id: string
    payload: string
  }>`select id, payload from submissions where form_kind = 'cms-form' and form_ref is null and purged_at is null`.execute(
    db,
  )
  for (const { id, payload } of rows.rows) {
    const stored: unknown = JSON.parse(payload)
    if (!stored || typeof stored !== 'object') continue
    const { form, title } = stored as { form?: unknown; title?: unknown }
    const ref = typeof form === 'string' ? form : null
    const named = typeof title === 'string' ? title : null
    await sql`update submissions set form_ref = ${ref}, form_title = ${named} where id = ${id}`.execute(db)
  }
}

/**
 * Deliveries delivered before their tries were recorded get one history entry: the try that
 * delivered them, numbered as `attempts` counted it, at `delivered_at`.
 */
export async function backfillDeliveredAttempts(db: Kysely<unknown>): Promise<void> {
  await sql`insert into delivery_attempts (delivery_id, seq, attempt, at, outcome, error)
    select id, 1, attempts, delivered_at, 'delivered', null from deliveries
    where status = 'delivered' and delivered_at is not null and attempts > 0
    and not exists (select 1 from delivery_attempts where delivery_attempts.delivery_id = deliveries.id)`.execute(
    db,
  )
}

/** Deliveries made before they held their submission's site and time get them from it. */
export async function copySubmissionSiteAndTime(db: Kysely<unknown>): Promise<void> {
  // A join, not a lookup per column and row: 3,000,000 deliveries in 2 min 18 s on PostgreSQL
  // here, against 3 min 4 s.
  await sql`update deliveries set site = submissions.site, submitted_at = submissions.created_at
    from submissions where submissions.id = deliveries.submission_id and deliveries.site is null`.execute(db)
}

/**
 * The visitor's name and email and the visit's campaign of submissions stored before they had
 * columns of their own, from the payload and attribution they still hold (a purged one has none),
 * a batch at a time.
 */
export async function nameStoredVisitors(db: Kysely<unknown>): Promise<void> {
  // In the order of their ids, a batch at a time, from where the last batch ended.
  for (let after = ''; ;) {
    const rows = await sql<{ id: string; payload: string; attribution: string | null }>`
      select id, payload, attribution from submissions
      where purged_at is null and id > ${after} order by id limit 500`.execute(db)
    if (rows.rows.length === 0) return
    for (const row of rows.rows) {
      const columns = visitorColumns(JSON.parse(row.payload), parsedAttribution(row.attribution))
      await sql`update submissions set visitor_name = ${columns.visitor_name}, visitor_email = ${columns.visitor_email},
        utm_source = ${columns.utm_source}, utm_medium = ${columns.utm_medium}, utm_campaign = ${columns.utm_campaign}
        where id = ${row.id}`.execute(db)
    }
    after = rows.rows.at(-1)!.id
  }
}

/**
 * A stored attribution's parts that are text (stored after validation, so they are the only
 * kind there is). No yup here: the scripts that open the store (outbox:requeue) load this file
 * without the web's `@/` alias, so it imports types alone from the forms.
 */
function parsedAttribution(text: string | null): Attribution | null {
  if (!text) return null
  try {
    const stored: unknown = JSON.parse(text)
    if (!stored || typeof stored !== 'object') return null
    return Object.fromEntries(Object.entries(stored).filter((entry) => typeof entry[1] === 'string'))
  } catch {
    return null
  }
}

/**
 * The tool's search (any part of a visitor's name or email) reads an index of trigrams, not every
 * row (docs/performance.md, "Scale: the Submissions tool"). On SQLite, an FTS5 table of the two
 * columns with its trigram tokenizer, kept in step by triggers (`submissions_search`); on
 * PostgreSQL, pg_trgm's GIN indexes on the expressions the search compares.
 */
async function createVisitorSearch(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    // pg_trgm is a trusted extension: the database's owner may create it.
    await sql`create extension if not exists pg_trgm`.execute(db)
    await sql`create index submissions_visitor_name_trigrams on submissions
      using gin (lower(visitor_name) gin_trgm_ops)`.execute(db)
    await sql`create index submissions_visitor_email_trigrams on submissions
      using gin (visitor_email gin_trgm_ops)`.execute(db)
    return
  }
  await sql`create virtual table submissions_search using fts5(visitor_name, visitor_email,
    content = 'submissions', content_rowid = 'rowid', tokenize = 'trigram')`.execute(db)
  const indexNew = sql`insert into submissions_search (rowid, visitor_name, visitor_email)
    values (new.rowid, new.visitor_name, new.visitor_email);`
  const forgetOld = sql`insert into submissions_search (submissions_search, rowid, visitor_name, visitor_email)
    values ('delete', old.rowid, old.visitor_name, old.visitor_email);`
  await sql`create trigger submissions_search_insert after insert on submissions begin ${indexNew} end`.execute(
    db,
  )
  await sql`create trigger submissions_search_delete after delete on submissions begin ${forgetOld} end`.execute(
    db,
  )
  await sql`create trigger submissions_search_update after update of visitor_name, visitor_email on submissions
    begin ${forgetOld} ${indexNew} end`.execute(db)
  await sql`insert into submissions_search (submissions_search) values ('rebuild')`.execute(db)
}

/**
 * One set of migrations for SQLite and PostgreSQL: portable types and statements, but for an
 * index one of them cannot make the other's way.
 */
const migrations = (kind: DatabaseKind): Record<string, Migration> => ({
  '2026-11-22-001-submissions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('submissions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('site', 'text', (column) => column.notNull())
        .addColumn('form_kind', 'text', (column) => column.notNull())
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute()
      await db.schema
        .createTable('deliveries')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('submission_id', 'text', (column) => column.notNull().references('submissions.id'))
        .addColumn('target', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) =>
          column.notNull().check(sql`status in ('pending', 'delivered', 'failed')`),
        )
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('delivered_at', 'text')
        .execute()
      await db.schema
        .createIndex('deliveries_due')
        .on('deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute()
    },
  },
  // A client's key for one submission attempt: a retried post finds the submission it stored.
  '2026-11-23-idempotency-key': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('submissions').addColumn('idempotency_key', 'text').execute()
      await db.schema
        .createIndex('submissions_idempotency_key')
        .on('submissions')
        .columns(['site', 'form_kind', 'idempotency_key'])
        .unique()
        .execute()
    },
  },
  // Each claim's own token: a worker whose lease lapsed can no longer settle a row another took over.
  '2026-11-23-lease-token': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('deliveries').addColumn('lease_token', 'text').execute()
    },
  },
  // Delivered payloads are purged after the retention period. The payload becomes the JSON text
  // 'null' rather than SQL NULL: SQLite cannot relax a column's NOT NULL without rebuilding the
  // table under its foreign keys, and the column stays valid JSON on both stores.
  '2026-11-23-payload-retention': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('submissions').addColumn('purged_at', 'text').execute()
      // The purge looks for unpurged submissions older than the period, then at their deliveries.
      await db.schema
        .createIndex('submissions_unpurged')
        .on('submissions')
        .columns(['purged_at', 'created_at'])
        .execute()
      await db.schema.createIndex('deliveries_submission').on('deliveries').column('submission_id').execute()
    },
  },
  // Deliveries are retried for a period, not a number of times: each remembers when its current
  // period began (its submission's time, or when someone requeued it).
  '2026-11-24-retry-since': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('deliveries').addColumn('retry_since', 'text').execute()
      await sql`update deliveries set retry_since = (select created_at from submissions where submissions.id = deliveries.submission_id)`.execute(
        db,
      )
    },
  },
  // Uploads kept as Sanity assets (UPLOADS_STORE=sanity): stored name to asset, for every instance.
  '2026-11-26-uploads': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('uploads')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('site', 'text', (column) => column.notNull())
        .addColumn('upload', 'text', (column) => column.notNull())
        .addColumn('asset_id', 'text', (column) => column.notNull())
        .addColumn('asset_url', 'text', (column) => column.notNull())
        .addColumn('type', 'text', (column) => column.notNull())
        .addColumn('size', 'integer', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute()
      await db.schema.createIndex('uploads_created').on('uploads').column('created_at').execute()
      await db.schema.createIndex('uploads_asset').on('uploads').column('asset_id').execute()
    },
  },
  // What a post under an idempotency key contained: the same key with another body is refused.
  '2026-11-27-idempotency-fingerprint': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('submissions').addColumn('idempotency_fingerprint', 'text').execute()
    },
  },
  // Uploads kept privately where every instance finds them (issue 28): each stored name's site,
  // type and size, for any store; the bytes in chunks beside it with the database store (S3
  // keeps its own). `bytea` is PostgreSQL's binary type; SQLite stores a Buffer as a BLOB under
  // any column type. The Sanity store's `uploads` table stays, for its operator to delete those
  // assets (docs/security.md, "Uploads are private, shared and bounded").
  '2026-11-27-upload-files': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('upload_files')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('site', 'text', (column) => column.notNull())
        .addColumn('upload', 'text', (column) => column.notNull())
        .addColumn('type', 'text', (column) => column.notNull())
        .addColumn('size', 'integer', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute()
      await db.schema.createIndex('upload_files_site').on('upload_files').column('site').execute()
      await db.schema.createIndex('upload_files_created').on('upload_files').column('created_at').execute()
      await db.schema
        .createTable('upload_chunks')
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('seq', 'integer', (column) => column.notNull())
        .addColumn('bytes', 'bytea', (column) => column.notNull())
        .addPrimaryKeyConstraint('upload_chunks_key', ['name', 'seq'])
        .execute()
    },
  },
  // Issue 31: what the Submissions tool shows beside the values. Where the enquiry came from
  // (`attribution`, JSON: landing page, referrer, utm_*; dropped with the payload at retention),
  // and which CMS form it was (`form_ref`, the form document's id, and `form_title`, its title
  // when it was sent; `field_labels`, JSON, its fields' labels then), kept after the purge so an
  // old submission still reads by its form's name. Earlier CMS-form rows get theirs from the
  // payload they still hold.
  '2026-11-28-submission-details': {
    async up(db: Kysely<unknown>) {
      for (const column of ['attribution', 'form_ref', 'form_title', 'field_labels'])
        await db.schema.alterTable('submissions').addColumn(column, 'text').execute()
      await db.schema.createIndex('submissions_form_ref').on('submissions').column('form_ref').execute()
      await nameStoredCmsForms(db)
    },
  },
  // Issue 31: each delivery's history, one row per settled try and per requeue, for the
  // Submissions tool. Tries made before it were not recorded; of those only a delivered row's
  // last try is known for certain (its time is `delivered_at`), so that alone is written back.
  // The tool says "earlier tries were not recorded" where a history starts past its first try.
  '2026-11-28-submission-history': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('delivery_attempts')
        .addColumn('delivery_id', 'text', (column) => column.notNull().references('deliveries.id'))
        .addColumn('seq', 'integer', (column) => column.notNull())
        .addColumn('attempt', 'integer')
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('outcome', 'text', (column) =>
          column.notNull().check(sql`outcome in ('delivered', 'retry', 'failed', 'requeued')`),
        )
        .addColumn('error', 'text')
        .addPrimaryKeyConstraint('delivery_attempts_key', ['delivery_id', 'seq'])
        .execute()
      await backfillDeliveredAttempts(db)
    },
  },
  // Issue 47 §3: the Submissions tool lists, searches and filters by the visitor's name and
  // email and by the visit's campaign, and reports where enquiries came from, with the database
  // doing the work: columns of their own, indexed, filled at store time (visitorColumns) and, for
  // earlier rows, from their payload. The name and email go with the payload at retention.
  '2026-12-03-visitor-and-campaign': {
    async up(db: Kysely<unknown>) {
      for (const column of ['visitor_name', 'visitor_email', 'utm_source', 'utm_medium', 'utm_campaign'])
        await db.schema.alterTable('submissions').addColumn(column, 'text').execute()
      await db.schema
        .createIndex('submissions_site_created')
        .on('submissions')
        .columns(['site', 'created_at', 'id'])
        .execute()
      await db.schema
        .createIndex('submissions_visitor_email')
        .on('submissions')
        .column('visitor_email')
        .execute()
      await db.schema
        .createIndex('submissions_campaign')
        .on('submissions')
        .columns(['utm_source', 'utm_campaign'])
        .execute()
      // Which rows the backfill has read, so that one with nothing to fill is not read again.
      await db.schema
        .createTable('submission_backfill')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .execute()
      await nameStoredVisitors(db)
      await db.schema.dropTable('submission_backfill').execute()
    },
  },
  // Issue 49: the Submissions tool's status filter finds the few waiting or failed deliveries'
  // submissions from this index alone (1,000,000 submissions: 166 → 63 ms on SQLite).
  '2026-12-04-deliveries-by-status': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('deliveries_status_submission')
        .on('deliveries')
        .columns(['status', 'submission_id'])
        .execute()
    },
  },
  // Issue 49: the tool's counts per day and its report add up running totals (dayTotals.ts), kept
  // by the store, not every row of a year.
  '2026-12-04-submission-day-totals': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('submission_day_totals')
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('form_kind', 'text', (c) => c.notNull())
        .addColumn('form_ref', 'text', (c) => c.notNull())
        .addColumn('utm_source', 'text', (c) => c.notNull())
        .addColumn('utm_medium', 'text', (c) => c.notNull())
        .addColumn('utm_campaign', 'text', (c) => c.notNull())
        .addColumn('site_day', 'text', (c) => c.notNull())
        .addColumn('brand_day', 'text', (c) => c.notNull())
        .addColumn('form_title', 'text')
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute()
      // The key the store adds to; led by the site, as every filter names its sites.
      await db.schema
        .createIndex('submission_day_totals_key')
        .on('submission_day_totals')
        .columns([
          'site',
          'form_kind',
          'form_ref',
          'utm_source',
          'utm_medium',
          'utm_campaign',
          'site_day',
          'brand_day',
        ])
        .unique()
        .execute()
      // Its totals are added up by the next, which gave them a status.
    },
  },
  // Issue 49: at 1,000,000 submissions a search's counts per day took a second, its list 20 ms,
  // reading every row's name and email.
  '2026-12-04-visitor-search': {
    up: (db: Kysely<unknown>) => createVisitorSearch(db, kind),
  },
  // Issue 49: the few waiting or failed of a site, newest first, from the deliveries alone
  // (admin/waitingOrFailed.ts): at a million, PostgreSQL counted the failed by reading 49,000 rows.
  '2026-12-04-waiting-and-failed-by-site': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('deliveries').addColumn('site', 'text').execute()
      await db.schema.alterTable('deliveries').addColumn('submitted_at', 'text').execute()
      await copySubmissionSiteAndTime(db)
      await db.schema
        .createIndex('deliveries_status_site_time')
        .on('deliveries')
        .columns(['status', 'site', 'submitted_at', 'submission_id'])
        .execute()
    },
  },
  // Issue 49: the counts per day of the waiting, delivered or failed add up totals kept per
  // status (statusTotals.ts), not a million deliveries (failed, PostgreSQL: 207 ms at p95).
  '2026-12-05-submission-status-totals': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('submission_day_totals')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      await db.schema.dropIndex('submission_day_totals_key').execute()
      // Led by the site and the status, as every filter names its sites, and its status or none.
      await db.schema
        .createIndex('submission_day_totals_key')
        .on('submission_day_totals')
        .columns([
          'site',
          'status',
          'form_kind',
          'form_ref',
          'utm_source',
          'utm_medium',
          'utm_campaign',
          'site_day',
          'brand_day',
        ])
        .unique()
        .execute()
      await addUpStoredSubmissions(db as Kysely<SubmissionsDatabase>)
    },
  },
  // Issue 49: the rows a year old are found from the purged alone, oldest first (retention.ts);
  // submissions_unpurged holds the purged too, and read every one of them on each run (at a
  // million a year, 0.6 s a day on PostgreSQL, growing with the store).
  '2026-12-06-purged-by-time': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('submissions_purged_created')
        .on('submissions')
        .column('created_at')
        .where(sql.ref('purged_at'), 'is not', null)
        .execute()
    },
  },
})

/** The migrations for one kind of database. */
export const migrationProvider = (kind: DatabaseKind): MigrationProvider => ({
  getMigrations: async () => migrations(kind),
})
