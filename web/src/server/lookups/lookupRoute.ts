import type { NextApiRequest, NextApiResponse } from 'next'
import type { Site } from '@travel/config'
import { ValidationError, type Schema } from 'yup'
import { clientIp, rateLimitKey } from '@/server/http/clientIp'
import { refuse, validationErrors } from '@/server/http/refusal'
import { servedSiteOf } from '@/server/http/siteOfRequest'
import { studioOrigin } from '@/server/http/studioOrigin'
import { submissionsDb } from '@/server/submissions/database'
import { createRateLimiter } from '@/server/submissions/rateLimit'
import { kept } from './lookupCache'

/** GET lookups a client may make to one route in a minute: LOOKUP_RATE_LIMIT_PER_MINUTE (default 60). */
export const lookupLimitPerMinute = () => Number(process.env.LOOKUP_RATE_LIMIT_PER_MINUTE) || 60

/** A CDN keeps an answer for a minute and may serve it stale while it asks again. */
const CACHED = 'public, s-maxage=60, stale-while-revalidate=600'
/** An empty list may be the warehouse failing (its client cannot tell us): ask again soon. */
const CACHED_EMPTY = 'public, s-maxage=10'

export type LookupRouteOptions<Query, Item> = {
  /** The route's name (its rate-limit key and logs) and the answer's one property: `{[name]: list}`. */
  name: string
  /** The query's schema, the browser's where it has one; strict, every problem at once. */
  schema: Schema<Query>
  /** The query as the schema reads it, when `req.query` needs reshaping (a repeated parameter). */
  input?: (query: NextApiRequest['query']) => unknown
  /** Where the route exists: on sites that have `feature` (else 404 with `message`); everywhere when absent. */
  servedOn?: { feature: string; has: (site: Site) => Promise<boolean>; message: string }
  /** The list, from the warehouse: its client never throws, and answers [] when it fails. */
  load: (site: Site, query: Query) => Promise<Item[]>
}

/** Where `sanity dev` runs the Studio: answered in development when no SANITY_STUDIO_URL is set. */
const LOCAL_STUDIO_ORIGIN = 'http://localhost:3333'

/**
 * The Studio's trip picker asks the search route from the Studio's origin (a browser, no
 * credentials): the Studio's origin is answered (SANITY_STUDIO_URL; `sanity dev`'s outside
 * production), no other. A lookup's answer is public anyway: this only lets that page read it.
 */
function allowStudio(req: NextApiRequest, res: NextApiResponse) {
  const origin = studioOrigin() ?? (process.env.NODE_ENV === 'production' ? undefined : LOCAL_STUDIO_ORIGIN)
  res.setHeader('Vary', 'Origin')
  if (origin && req.headers.origin === origin) res.setHeader('Access-Control-Allow-Origin', origin)
}

/** The query as one text per key set, in a fixed order: the cache's key. */
function keyOf(site: Site, name: string, query: unknown): string {
  const entries = typeof query === 'object' && query !== null ? Object.entries(query) : []
  return JSON.stringify([site.id, name, entries.sort(([a], [b]) => (a < b ? -1 : 1))])
}

/**
 * A same-origin GET route over the warehouse, so its key stays on the server (spec 02 §7): the
 * site from the host, the query checked by its schema (400 with a message per field), the
 * per-client rate limit of the form routes (counted in the submissions database; 429), the answer
 * kept in this process for a minute per site and query (`lookupCache.ts`) and cacheable by a CDN.
 * docs/upstream.md, "Lookups".
 */
export function lookupRoute<Query, Item>(options: LookupRouteOptions<Query, Item>) {
  const limit = createRateLimiter(submissionsDb, lookupLimitPerMinute())
  return async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const site = servedSiteOf(req, res)
    if (!site) return
    allowStudio(req, res)
    const { servedOn } = options
    if (servedOn) {
      const served = await servedOn.has(site).catch((error: unknown) => {
        console.error(`Could not tell whether ${site.id} has ${servedOn.feature}`, error)
        return null
      })
      if (served === null) return refuse(res, 503, 'This list cannot be given now. Please try again shortly.')
      if (!served) return refuse(res, 404, servedOn.message)
    }
    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET')
      return refuse(res, 405, 'Method Not Allowed')
    }
    let query: Query
    try {
      const input = options.input ? options.input(req.query) : req.query
      query = await options.schema.validate(input, { abortEarly: false, strict: true })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const errors = validationErrors(error)
      return refuse(res, 400, errors[0]!.message, errors)
    }
    try {
      const retryAfter = await limit(`lookup:${options.name}:${rateLimitKey(clientIp(req))}`)
      if (retryAfter !== undefined) {
        res.setHeader('Retry-After', String(retryAfter))
        return refuse(res, 429, 'Too many searches. Please try again in a minute.')
      }
    } catch (error) {
      // A lookup reads, and its answers are kept: it goes on when the count cannot be kept.
      console.error(`Could not count a ${options.name} lookup`, error)
    }
    const list = await kept(
      keyOf(site, options.name, query),
      () => options.load(site, query),
      (items) => items.length === 0,
    )
    res.setHeader('Cache-Control', list.length ? CACHED : CACHED_EMPTY)
    res.status(200).json({ [options.name]: list })
  }
}
