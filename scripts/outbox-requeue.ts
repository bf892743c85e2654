// npm run outbox:requeue -- [--id ID] [--form KIND] [--site SITE] [--from ISO] [--to ISO] [--all] [--dry-run]
// Sends failed deliveries again (web/src/server/submissions/requeue.ts): each keeps its id, the
// idempotency key its upstream saw, and gets a new retry period. The store is the server's:
// DATABASE_URL, else SUBMISSIONS_SQLITE_PATH, else .data/submissions.sqlite. A running server's
// outbox sends them at its next poll.
import { parseArgs } from 'node:util'
import { databaseSettings, openDatabase } from '../web/src/server/submissions/database'
import { failedDeliveries, requeueFailed, type RequeueFilter } from '../web/src/server/submissions/requeue'

const USAGE = `Usage: npm run outbox:requeue -- [filters] [--dry-run]
  --id ID        a delivery id (its idempotency key) or a submission id
  --form KIND    a form kind: contact, cms, tailorMade, ...
  --site SITE    a site id: tours, tours-nz, cruises, golf, rail
  --from ISO     submissions stored at or after this time (2026-11-24 or 2026-11-24T10:00Z)
  --to ISO       submissions stored before this time
  --all          every failed delivery (needed when no filter is given)
  --dry-run      list what would be requeued, change nothing`

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

function isoTime(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined
  const time = Date.parse(value)
  if (Number.isNaN(time)) fail(`--${name} must be a date or time, not "${value}"`)
  return new Date(time).toISOString()
}

let parsed: ReturnType<typeof parseOptions>
function parseOptions() {
  return parseArgs({
    options: {
      id: { type: 'string' },
      form: { type: 'string' },
      site: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      all: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }).values
}
try {
  parsed = parseOptions()
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
if (parsed.help) {
  console.log(USAGE)
  process.exit(0)
}
const filter: RequeueFilter = {
  id: parsed.id,
  form: parsed.form,
  site: parsed.site,
  from: isoTime(parsed.from, 'from'),
  to: isoTime(parsed.to, 'to'),
}
if (Object.values(filter).every((value) => value === undefined) && !parsed.all)
  fail('Name what to requeue (--id, --form, --site, --from, --to), or --all.')

async function main(): Promise<void> {
  const db = await openDatabase(databaseSettings())
  try {
    const failed = await failedDeliveries(db, filter)
    for (const row of failed)
      console.log(
        `${row.id}  ${row.createdAt}  ${row.site}  ${row.form} -> ${row.target}  ${row.attempts} attempts  ${row.lastError ?? ''}`,
      )
    if (parsed['dry-run']) console.log(`${failed.length} failed deliveries match; none requeued (--dry-run).`)
    else
      console.log(
        `Requeued ${await requeueFailed(db, filter)} failed deliveries; the outbox sends them again.`,
      )
  } finally {
    await db.destroy()
  }
}

main().catch((error: unknown) => {
  console.error('Could not requeue', error)
  process.exit(1)
})
