import type { NextApiRequest, NextApiResponse } from 'next'
import { previewSecret, previewSessionSeconds, type Site } from '@travel/config'
import { refuse } from '@/server/http/refusal'
import { servedSiteOf } from '@/server/http/siteOfRequest'
import { isSitePath } from './previewSignature'
import { PREVIEW_AT_COOKIE } from '@/site/previewMoment'
import {
  clearedCookie,
  DRAFT_MODE_COOKIE,
  isCrossSiteFrame,
  partitioned,
  PREVIEW_SESSION_COOKIE,
  previewSessionCookie,
} from './previewSession'

/** Preview answers are for one editor's browser only: no cache on the way may keep them. */
export function noStore(res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'private, no-store')
}

/**
 * What every route that opens or switches draft preview checks first: nothing kept on the way
 * (noStore), GET only, this host's site, and the preview secret. Null once it has answered (405,
 * the host's refusal, 503 without the secret).
 */
export function previewRequest(
  req: NextApiRequest,
  res: NextApiResponse,
): { site: Site; secret: string } | null {
  noStore(res)
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET')
    refuse(res, 405, 'Method Not Allowed')
    return null
  }
  const site = servedSiteOf(req, res)
  if (!site) return null
  const secret = previewSecret()
  if (!secret) {
    refuse(res, 503, 'Preview is not configured on this server.')
    return null
  }
  return { site, secret }
}

/** Where exit leads: a page path of the site, else its home (never another host). */
export function sitePathOr(path: unknown, fallback = '/'): string {
  return typeof path === 'string' && isSitePath(path) ? path : fallback
}

function setCookies(res: NextApiResponse): string[] {
  const previous = res.getHeader('Set-Cookie')
  return typeof previous === 'string' ? [previous] : Array.isArray(previous) ? previous : []
}

function addCookie(res: NextApiResponse, cookie: string): void {
  res.setHeader('Set-Cookie', [...setCookies(res), cookie])
}

/**
 * Turns draft preview on for this browser on this site, for PREVIEW_SESSION_MINUTES: Next's
 * draft mode (pages render per request) and the session cookie binding it to the site
 * (previewSession.ts), signed with the preview secret. Opened in the Studio's frame, both
 * cookies are partitioned (isCrossSiteFrame), so browsers that block third-party cookies keep
 * them for the frame.
 */
export function openDraftMode(
  req: NextApiRequest,
  res: NextApiResponse,
  siteId: string,
  secret: string,
): void {
  res.setDraftMode({ enable: true })
  addCookie(res, previewSessionCookie(siteId, secret, previewSessionSeconds()))
  if (isCrossSiteFrame((name) => req.headers[name])) {
    const ours = [DRAFT_MODE_COOKIE, PREVIEW_SESSION_COOKIE].map((name) => `${name}=`)
    res.setHeader(
      'Set-Cookie',
      setCookies(res).map((cookie) =>
        ours.some((name) => cookie.startsWith(name)) ? partitioned(cookie) : cookie,
      ),
    )
  }
}

/**
 * Turns draft preview off for this browser on this host: its cookies go (and the moment it was
 * viewing the site as of), whether set at the top or partitioned in the Studio's frame (a
 * partitioned cookie is removed only as one).
 */
export function closeDraftMode(res: NextApiResponse): void {
  res.setDraftMode({ enable: false })
  for (const name of [PREVIEW_SESSION_COOKIE, PREVIEW_AT_COOKIE]) addCookie(res, clearedCookie(name))
  for (const name of [DRAFT_MODE_COOKIE, PREVIEW_SESSION_COOKIE, PREVIEW_AT_COOKIE])
    addCookie(res, partitioned(clearedCookie(name)))
}
