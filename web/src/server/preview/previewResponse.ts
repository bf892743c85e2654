import type { NextApiResponse } from 'next'
import { previewSessionSeconds } from '@travel/config'
import { isSitePath } from './previewSignature'
import { clearedCookie, PREVIEW_SESSION_COOKIE, previewSessionCookie } from './previewSession'

/** Preview answers are for one editor's browser only: no cache on the way may keep them. */
export function noStore(res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'private, no-store')
}

/** Where exit leads: a page path of the site, else its home (never another host). */
export function sitePathOr(path: unknown, fallback = '/'): string {
  return typeof path === 'string' && isSitePath(path) ? path : fallback
}

function addCookie(res: NextApiResponse, cookie: string): void {
  const previous = res.getHeader('Set-Cookie')
  const cookies = typeof previous === 'string' ? [previous] : Array.isArray(previous) ? previous : []
  res.setHeader('Set-Cookie', [...cookies, cookie])
}

/**
 * Turns draft preview on for this browser on this site, for PREVIEW_SESSION_MINUTES: Next's
 * draft mode (pages render per request) and the session cookie binding it to the site
 * (previewSession.ts), signed with the preview secret.
 */
export function openDraftMode(res: NextApiResponse, siteId: string, secret: string): void {
  res.setDraftMode({ enable: true })
  addCookie(res, previewSessionCookie(siteId, secret, previewSessionSeconds()))
}

/** Turns draft preview off for this browser on this host: both cookies go. */
export function closeDraftMode(res: NextApiResponse): void {
  res.setDraftMode({ enable: false })
  addCookie(res, clearedCookie(PREVIEW_SESSION_COOKIE))
}
