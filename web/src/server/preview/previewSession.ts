import { createHmac } from 'node:crypto'
import type { NextRequest } from 'next/server'
import { constantTimeEqual } from '../http/constantTimeEqual'

/**
 * Draft mode bound to one site for a while (docs/preview.md). Next's draft-mode cookie
 * (`__prerender_bypass`) carries one id per build, the same for every site the server serves: on
 * its own, a cookie got for tours would open cruises' drafts too. So the preview routes also set
 * this cookie, `<site id>.<expiry>.<HMAC>` signed with PREVIEW_SECRET, and the proxy lets
 * Next's cookie count only beside one naming the host's site and not yet expired.
 */
export const PREVIEW_SESSION_COOKIE = 'preview_session'

/** Next's draft-mode cookie, which makes a page render per request (and skip the cache). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

function sign(siteId: string, expires: number, secret: string): string {
  // The first line keeps a session's signature apart from a preview link's (previewSignature.ts).
  return createHmac('sha256', secret).update(`preview session\n${siteId}\n${expires}`).digest('base64url')
}

/** The cookie's value: draft preview of `siteId` for `seconds` from `now` (ms). */
export function previewSessionValue(
  siteId: string,
  secret: string,
  seconds: number,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + seconds
  return `${siteId}.${expires}.${sign(siteId, expires, secret)}`
}

/** Whether a cookie's value opens draft preview of `siteId` now: ours, for that site, not expired. */
export function opensPreviewOf(
  value: string | undefined,
  siteId: string,
  secret: string | undefined,
  now = Date.now(),
): boolean {
  if (!secret || !value) return false
  const [site, expires, signature, ...rest] = value.split('.')
  if (rest.length || site !== siteId || !expires || !/^\d{1,12}$/.test(expires) || !signature) return false
  if (!constantTimeEqual(signature, sign(siteId, Number(expires), secret))) return false
  return Number(expires) > Math.floor(now / 1000)
}

/**
 * The attributes Next gives its draft-mode cookie, so both live in the same places: the Studio
 * frames previews, so cross-site (SameSite=None, which needs Secure) except in development.
 */
function cookieAttributes(): string {
  const development = process.env.NODE_ENV === 'development'
  return `Path=/; HttpOnly; ${development ? 'SameSite=Lax' : 'SameSite=None; Secure'}`
}

/** The Set-Cookie header that opens draft preview of `siteId` for `seconds`. */
export function previewSessionCookie(
  siteId: string,
  secret: string,
  seconds: number,
  now = Date.now(),
): string {
  const value = previewSessionValue(siteId, secret, seconds, now)
  return `${PREVIEW_SESSION_COOKIE}=${value}; Max-Age=${seconds}; ${cookieAttributes()}`
}

/**
 * A Set-Cookie header made partitioned (CHIPS), for a cookie set in the Studio's frame:
 * previewResponse.ts. Partitioned needs Secure, so not in development over http.
 */
export function partitioned(cookie: string): string {
  return /;\s*Secure\b/i.test(cookie) && !/;\s*Partitioned\b/i.test(cookie)
    ? `${cookie}; Partitioned`
    : cookie
}

/**
 * The Set-Cookie header of a cookie that lasts until the browser closes (or preview ends), with
 * the draft-mode cookie's attributes; partitioned when set in the Studio's frame.
 */
export function browserSessionCookie(name: string, value: string, inCrossSiteFrame: boolean): string {
  const cookie = `${name}=${value}; ${cookieAttributes()}`
  return inCrossSiteFrame ? partitioned(cookie) : cookie
}

/**
 * Whether the browser opens a request in a frame of another site: the Studio's Presentation
 * tool (`Sec-Fetch-Dest: iframe`, `Sec-Fetch-Site: cross-site`, which pages cannot forge).
 * Browsers that block third-party cookies (Safari always, Chrome in private windows or when
 * asked) keep a cookie set there only if it is partitioned (CHIPS: kept for that frame on that
 * top site alone), as Sanity's next-sanity does since its fix for Safari (docs/preview.md).
 */
export function isCrossSiteFrame(header: (name: string) => string | string[] | null | undefined): boolean {
  return header('sec-fetch-dest') === 'iframe' && header('sec-fetch-site') === 'cross-site'
}

/** The Set-Cookie header that removes a cookie of this host (as Next removes its own). */
export function clearedCookie(name: string): string {
  return `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${cookieAttributes()}`
}

/** A Cookie header without the named cookie, the others left exactly as they came. */
export function withoutCookie(header: string, name: string): string {
  return header
    .split(';')
    .filter((pair) => pair.split('=', 1)[0]!.trim() !== name)
    .join(';')
    .trim()
}

/**
 * What the proxy does to a page request carrying Next's draft-mode cookie without a fresh
 * session of the host's site (one copied from, or shared by a parent domain with, another brand;
 * or one whose hour is up): the headers to render it with, that cookie removed, so the page is
 * the published one. Null when there is nothing to remove.
 */
export function unboundDraftMode(
  request: NextRequest,
  siteId: string,
  secret: string | undefined,
): Headers | null {
  if (!request.cookies.has(DRAFT_MODE_COOKIE)) return null
  if (opensPreviewOf(request.cookies.get(PREVIEW_SESSION_COOKIE)?.value, siteId, secret)) return null
  const headers = new Headers(request.headers)
  const cookies = withoutCookie(request.headers.get('cookie') ?? '', DRAFT_MODE_COOKIE)
  if (cookies) headers.set('cookie', cookies)
  else headers.delete('cookie')
  return headers
}
