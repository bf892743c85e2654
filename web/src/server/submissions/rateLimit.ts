import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { sql } from 'kysely'
import { driverOf, type SubmissionsDb } from './database'

/** Resolves to the seconds to wait when the key has used up its points, else undefined. */
export type RateLimit = (key: string) => Promise<number | undefined>

const TABLE = 'rate_limits'

/**
 * rate-limiter-flexible's store for the submissions database, so every server instance counts
 * against the same limit. It creates its own table on first use. Its own timer for clearing
 * expired rows is off: it outlived the database it cleaned (a test's, or a server's closing
 * one) and threw; purgeExpiredLimits runs with the retention purge instead.
 */
function storeLimiter(db: SubmissionsDb, points: number, duration: number): Promise<RateLimiterAbstract> {
  const driver = driverOf(db)
  return new Promise((resolve, reject) => {
    const done = (error?: unknown) => (error ? reject(error) : resolve(limiter))
    const options = { points, duration, tableName: TABLE, clearExpiredByTimeout: false }
    const limiter =
      driver.kind === 'postgres'
        ? new RateLimiterPostgres({ ...options, storeClient: driver.pool }, done)
        : new RateLimiterSQLite(
            { ...options, storeClient: driver.database, storeType: 'better-sqlite3' },
            done,
          )
  })
}

/** Posts a client may make to a form route in a minute: FORM_RATE_LIMIT_PER_MINUTE (default 10). */
export const clientLimitPerMinute = () => Number(process.env.FORM_RATE_LIMIT_PER_MINUTE) || 10

/**
 * Submissions a site accepts for a form in a minute, whoever sends them:
 * FORM_SITE_RATE_LIMIT_PER_MINUTE (default 30). Addresses are cheap to spread over; the back
 * office's people are not.
 */
export const siteLimitPerMinute = () => Number(process.env.FORM_SITE_RATE_LIMIT_PER_MINUTE) || 30

/** A limiter per database, made when it first meets that database. */
function limiterPerDatabase(
  database: () => Promise<SubmissionsDb>,
  points: number | (() => number),
  seconds: number,
): () => Promise<RateLimiterAbstract> {
  const limiters = new WeakMap<SubmissionsDb, Promise<RateLimiterAbstract>>()
  return async () => {
    const db = await database()
    let limiter = limiters.get(db)
    if (!limiter) {
      limiter = storeLimiter(db, typeof points === 'number' ? points : points(), seconds)
      limiters.set(db, limiter)
    }
    return limiter
  }
}

/** Spends `points` of a key's allowance: the seconds to wait when that passes it, else undefined. */
async function spend(limiter: RateLimiterAbstract, key: string, points: number): Promise<number | undefined> {
  try {
    await limiter.consume(key, points)
    return undefined
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
    throw rejection
  }
}

/**
 * A limit of the form routes, `points` per key in `seconds` (a minute unless given), counted in
 * the submissions database so that every server instance counts against the same limit. A
 * function for `points` is read when the limit first meets its database (a setting's value).
 */
export function createRateLimiter(
  database: () => Promise<SubmissionsDb>,
  points: number | (() => number) = clientLimitPerMinute,
  seconds = 60,
): RateLimit {
  const limiter = limiterPerDatabase(database, points, seconds)
  return async (key) => spend(await limiter(), key, 1)
}

/**
 * An allowance of some quantity (bytes, say) per key in `seconds`, kept like a rate limit:
 * `left` answers what a key has left to spend now and the seconds until its allowance is whole
 * again, `spend` takes an amount and answers the seconds to wait when the amount passes what was
 * left (then nothing is taken), else undefined.
 */
export type Allowance = {
  left: (key: string) => Promise<{ amount: number; retryAfter: number }>
  spend: (key: string, amount: number) => Promise<number | undefined>
}

export function createAllowance(
  database: () => Promise<SubmissionsDb>,
  amount: number | (() => number),
  seconds: number,
): Allowance {
  const limiter = limiterPerDatabase(database, amount, seconds)
  return {
    async left(key) {
      const current = await limiter()
      const used = await current.get(key)
      if (!used) return { amount: current.points, retryAfter: 0 }
      return { amount: used.remainingPoints, retryAfter: Math.max(1, Math.ceil(used.msBeforeNext / 1000)) }
    },
    async spend(key, spent) {
      const current = await limiter()
      const wait = await spend(current, key, spent)
      // consume() counts what passed the allowance too: give it back, so a refused upload costs nothing.
      if (wait !== undefined) await current.reward(key, spent)
      return wait
    },
  }
}

/**
 * Tickets kept like a rate limit: a key exists only once `issue` made it, for `seconds`, and is
 * good for `uses` takes in that time. `take` answers whether the key was issued, is not past its
 * time, and had a use left (spending it).
 */
export type Tickets = {
  issue: (key: string) => Promise<void>
  take: (key: string) => Promise<boolean>
}

export function createTickets(
  database: () => Promise<SubmissionsDb>,
  uses: number,
  seconds: number,
): Tickets {
  const limiter = limiterPerDatabase(database, uses, seconds)
  return {
    async issue(key) {
      await (await limiter()).set(key, 0, seconds)
    },
    async take(key) {
      const current = await limiter()
      if (!(await current.get(key))) return false
      return (await spend(current, key, 1)) === undefined
    },
  }
}

/**
 * Deletes the limits, passes and allowances whose time is over (an expired row counts as none
 * anyway): run with the retention purge (delivery/worker.ts), so the table holds only the live ones.
 */
export async function purgeExpiredLimits(db: SubmissionsDb, now = Date.now()): Promise<void> {
  const exists =
    driverOf(db).kind === 'postgres'
      ? (await sql<{ found: string | null }>`select to_regclass(${TABLE}) as found`.execute(db)).rows[0]
          ?.found
      : (await sql`select name from sqlite_master where type = 'table' and name = ${TABLE}`.execute(db))
          .rows[0]
  if (!exists) return
  await sql`delete from ${sql.table(TABLE)} where expire < ${now}`.execute(db)
}
