import { createHmac } from 'node:crypto'
// Relative, so scripts/preview-url.ts can run it without the web's `@/` alias.
import { constantTimeEqual } from '../http/constantTimeEqual'

/**
 * Signed draft-preview links: `/api/preview?path=…&expires=…&signature=…` on a site's host. The
 * signature is an HMAC (PREVIEW_SECRET) over the site, the path and the expiry, so a link opens
 * one page of one site for a short while and cannot be altered; only servers and local scripts
 * (scripts/preview-url.ts) hold the secret, never the Studio's public bundle (docs/preview.md).
 */
export type PreviewLink = { siteId: string; path: string; expires: number }

/** A link is good for at most this long, so a leaked one soon stops working. */
export const MAX_PREVIEW_LINK_SECONDS = 60 * 60

export const DEFAULT_PREVIEW_LINK_SECONDS = 15 * 60

export type PreviewCheck =
  { ok: true; path: string } | { ok: false; reason: 'unsigned' | 'invalid' | 'expired' | 'not configured' }

function sign({ siteId, path, expires }: PreviewLink, secret: string): string {
  return createHmac('sha256', secret).update(`${siteId}\n${path}\n${expires}`).digest('base64url')
}

/** The query string of a preview link of a site's page, valid `seconds` from `now` (ms). */
export function previewQuery(
  siteId: string,
  path: string,
  secret: string,
  now = Date.now(),
  seconds = DEFAULT_PREVIEW_LINK_SECONDS,
): string {
  const expires = Math.floor(now / 1000) + seconds
  const signature = sign({ siteId, path, expires }, secret)
  return new URLSearchParams({ path, expires: String(expires), signature }).toString()
}

/** A page path of the site itself: no scheme, no `//host`, so a link cannot lead elsewhere. */
export function isSitePath(path: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(path) && !path.startsWith('/api/')
}

/** Checks a preview request's query for the site its host names. */
export function checkPreviewQuery(
  query: Partial<Record<string, string | string[]>>,
  siteId: string,
  secret: string | undefined,
  now = Date.now(),
): PreviewCheck {
  if (!secret) return { ok: false, reason: 'not configured' }
  const { path, expires, signature } = query
  if (typeof signature !== 'string' || !signature) return { ok: false, reason: 'unsigned' }
  if (typeof path !== 'string' || typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) {
    return { ok: false, reason: 'invalid' }
  }
  if (!isSitePath(path)) return { ok: false, reason: 'invalid' }
  const expected = sign({ siteId, path, expires: Number(expires) }, secret)
  if (!constantTimeEqual(signature, expected)) return { ok: false, reason: 'invalid' }
  const seconds = Number(expires) - Math.floor(now / 1000)
  if (seconds < 0) return { ok: false, reason: 'expired' }
  // Longer than any link this code signs: not one of ours.
  if (seconds > MAX_PREVIEW_LINK_SECONDS) return { ok: false, reason: 'invalid' }
  return { ok: true, path }
}
