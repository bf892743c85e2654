import type { NextApiRequest, NextApiResponse } from 'next'
import {
  canHandleSubmissions,
  isBrandId,
  submissionsRefusal,
  type BrandId,
  type SubmissionsAction,
} from '@travel/config'
import { clientIp, rateLimitKey } from '@/server/http/clientIp'
import { servedSiteOf } from '@/server/http/siteOfRequest'
import { studioOrigin } from '@/server/http/studioOrigin'
import { submissionsDb } from '@/server/submissions/database'
import { createRateLimiter } from '@/server/submissions/rateLimit'
import { bearerToken, callerCheckSettings, checkCaller, type Caller } from './sanityCaller'

export type AdminRequest = { req: NextApiRequest; res: NextApiResponse; brand: BrandId; caller: Caller }

export { studioOrigin }

/**
 * Token checks that ask Sanity a client may make in a minute: ADMIN_TOKEN_CHECKS_PER_MINUTE
 * (default 30). A known token is asked about once a minute, whatever the Studio's calls; each
 * unknown token is a call to Sanity, which a guesser must not make at will.
 */
export const tokenChecksPerMinute = () => Number(process.env.ADMIN_TOKEN_CHECKS_PER_MINUTE) || 30

/** One count for every admin route, kept in the submissions database as the form routes' are. */
let tokenCheckLimit: ReturnType<typeof createRateLimiter> | undefined

function countTokenCheck(req: NextApiRequest): Promise<number | undefined> {
  tokenCheckLimit ??= createRateLimiter(submissionsDb, tokenChecksPerMinute())
  return tokenCheckLimit(`admin-token:${rateLimitKey(clientIp(req))}`)
}

function allowStudio(req: NextApiRequest, res: NextApiResponse, methods: string[]) {
  const origin = studioOrigin()
  res.setHeader('Vary', 'Origin')
  if (origin && req.headers.origin === origin) {
    res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Access-Control-Allow-Methods', [...methods, 'OPTIONS'].join(', '))
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type')
    res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition')
    res.setHeader('Access-Control-Max-Age', '600')
  }
}

/**
 * An /api/admin/… route (docs/admin.md): personal data, so never cached anywhere, answered to
 * the Studio's origin only, and only for a signed-in Studio user (their Sanity token, checked
 * against Sanity) whose roles allow `action` on the submissions of the brand named by `?brand=`
 * (config's canHandleSubmissions). 421 to a host this deployment does not serve, as the form
 * routes; 401 without a token Sanity knows; 429 once a client's token checks have asked Sanity
 * too often; 403 for a caller without a role on the project, or without one that allows it,
 * with the roles that would (submissionsRefusal).
 */
export function adminRoute(
  methods: string[],
  action: SubmissionsAction,
  handle: (request: AdminRequest) => Promise<void>,
) {
  return async (req: NextApiRequest, res: NextApiResponse) => {
    res.setHeader('Cache-Control', 'private, no-store')
    if (!servedSiteOf(req, res)) return
    allowStudio(req, res, methods)
    if (req.method === 'OPTIONS') return res.status(204).end()
    if (!methods.includes(req.method ?? '')) {
      res.setHeader('Allow', methods.join(', '))
      return res.status(405).json({ message: 'Method Not Allowed' })
    }
    const token = bearerToken(req.headers.authorization)
    if (!token) {
      res.setHeader('WWW-Authenticate', 'Bearer')
      return res.status(401).json({ message: 'Sign in to the Studio: a Sanity token is required' })
    }
    const settings = callerCheckSettings()
    if (!settings) return res.status(503).json({ message: 'The admin API has no Sanity project configured' })
    let verdict
    try {
      verdict = await checkCaller(token, settings, () => countTokenCheck(req))
    } catch (error) {
      console.error('Admin API: the token check failed', error)
      return res.status(503).json({ message: 'Sanity could not check the token; try again' })
    }
    if (verdict.kind === 'too many checks') {
      res.setHeader('Retry-After', String(verdict.retryAfter))
      return res
        .status(429)
        .json({ message: 'Too many token checks from this address; try again in a minute' })
    }
    if (verdict.kind !== 'caller') {
      res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"')
      return res.status(401).json({ message: 'Sanity does not know this token' })
    }
    const brand = typeof req.query.brand === 'string' ? req.query.brand : ''
    if (!isBrandId(brand)) return res.status(400).json({ message: 'brand must name a brand' })
    if (verdict.caller.roles.length === 0) {
      return res.status(403).json({ message: 'No role on the Sanity project' })
    }
    if (!canHandleSubmissions(verdict.caller.roles, brand, action)) {
      return res.status(403).json({ message: submissionsRefusal(brand, action) })
    }
    await handle({ req, res, brand, caller: verdict.caller })
  }
}
