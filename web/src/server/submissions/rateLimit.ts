import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { driverOf, type SubmissionsDb } from './database'

/** Resolves to the seconds to wait when the key has used up its points, else undefined. */
export type RateLimit = (key: string) => Promise<number | undefined>

const TABLE = 'rate_limits'

/**
 * rate-limiter-flexible's store for the submissions database, so every server instance counts
 * against the same limit. It creates its own table on first use.
 */
function storeLimiter(db: SubmissionsDb, points: number, duration: number): Promise<RateLimiterAbstract> {
  const driver = driverOf(db)
  return new Promise((resolve, reject) => {
    const done = (error?: unknown) => (error ? reject(error) : resolve(limiter))
    const options = { points, duration, tableName: TABLE, clearExpiredByTimeout: true }
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
  const limiters = new WeakMap<SubmissionsDb, Promise<RateLimiterAbstract>>()
  return async (key) => {
    const db = await database()
    let limiter = limiters.get(db)
    if (!limiter) {
      limiter = storeLimiter(db, typeof points === 'number' ? points : points(), seconds)
      limiters.set(db, limiter)
    }
    try {
      await (await limiter).consume(key)
      return undefined
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
      throw rejection
    }
  }
}
