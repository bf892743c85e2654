import type { IncomingMessage } from 'node:http'

/** The media type of the request's body, without parameters (`application/json; charset=utf-8`). */
export function isJsonBody(req: IncomingMessage): boolean {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
}

/**
 * True when a browser sent the request for another site's page: its `Sec-Fetch-Site` says
 * cross-site, or its `Origin` is not this host. A request with neither header is not a
 * browser's (a server, curl, the tests) and is not cross-site. With JSON required, a page
 * elsewhere cannot post a "simple" request either: the browser would first ask (CORS preflight),
 * and the answer has no CORS headers.
 */
export function isCrossSite(req: IncomingMessage): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true
  const origin = req.headers.origin
  if (origin === undefined) return false
  try {
    return new URL(origin).host.toLowerCase() !== req.headers.host?.toLowerCase()
  } catch {
    // 'null' (a sandboxed frame, a file) or garbage: not this site.
    return true
  }
}

/** What a client's Idempotency-Key may look like: a UUID or a similar token. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/

/** The request's Idempotency-Key: undefined when absent, null when malformed. */
export function idempotencyKeyOf(req: IncomingMessage): string | undefined | null {
  const key = req.headers['idempotency-key']
  if (key === undefined) return undefined
  return typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key : null
}
