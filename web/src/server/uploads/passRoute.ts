import type { NextApiRequest, NextApiResponse } from 'next'
import { isCrossSite } from '@/server/http/browserRequest'
import { clientIp, rateLimitKey } from '@/server/http/clientIp'
import { refuse } from '@/server/http/refusal'
import { servedSiteOf } from '@/server/http/siteOfRequest'
import type { UploadDeclaration } from './declarations'
import { givePass } from './uploadPasses'

const TOO_MANY_PASSES = 'Too many uploads. Please try again later.'
const NO_PASS = 'Uploads cannot be taken at the moment. Please try again in a few minutes.'

/**
 * POST /api/uploads/<name>/passes: a pass for the upload (uploadPasses.ts), for a form of this
 * site, at most UPLOAD_PASSES_PER_HOUR a visitor; answers 201 `{pass, expiresAt}`.
 */
export function passRoute(upload: UploadDeclaration) {
  return async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const site = servedSiteOf(req, res)
    if (!site) return
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return refuse(res, 405, 'Method Not Allowed')
    }
    if (isCrossSite(req)) return refuse(res, 403, 'Uploads are accepted from this site only.')
    try {
      const given = await givePass(upload, site, rateLimitKey(clientIp(req)))
      res.setHeader('Cache-Control', 'no-store')
      if ('retryAfter' in given) {
        res.setHeader('Retry-After', String(given.retryAfter))
        return refuse(res, 429, TOO_MANY_PASSES)
      }
      res.status(201).json(given)
    } catch (error) {
      console.error(`Could not give a pass for ${upload.name}`, error)
      return refuse(res, 503, NO_PASS)
    }
  }
}
