import type { IncomingMessage } from 'node:http'

/** The visitor's address: the first hop a proxy recorded, else the socket's peer. */
export function clientIp(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  return first || req.socket.remoteAddress || 'unknown'
}
