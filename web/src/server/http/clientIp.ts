import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

type Env = Record<string, string | undefined>

/** The header Vercel's edge sets to the address it saw, replacing anything a client sent. */
const VERCEL_CLIENT_HEADER = 'x-vercel-forwarded-for'

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(',') : value
}

/**
 * The visitor's address, as far as it can be trusted. A forwarding header is a client's word
 * unless a proxy of ours wrote it: with TRUSTED_PROXY_HOPS=N (default 0) proxies in front of the
 * server, the address the outermost of them saw is the Nth entry of X-Forwarded-For from the
 * right; on Vercel, the platform's own header. Otherwise the socket's peer.
 */
export function clientIp(req: IncomingMessage, env: Env = process.env): string {
  if (env.VERCEL) {
    const vercel = header(req, VERCEL_CLIENT_HEADER)?.split(',')[0]?.trim()
    if (vercel && isIP(vercel)) return vercel
  }
  const hops = Number.parseInt(env.TRUSTED_PROXY_HOPS ?? '', 10)
  if (hops > 0) {
    const forwarded = (header(req, 'x-forwarded-for') ?? '').split(',').map((entry) => entry.trim())
    const seen = forwarded.length >= hops ? forwarded[forwarded.length - hops] : undefined
    if (seen && isIP(seen)) return seen
  }
  return req.socket.remoteAddress ?? 'unknown'
}

/**
 * The key a client is counted under: its IPv4 address, or the /64 of an IPv6 one (a single
 * host is usually given a whole /64, so counting addresses would give it billions of tries).
 */
export function rateLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]!
  if (isIP(ip) !== 6) return ip
  const [head = '', tail = ''] = ip.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : []
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`
}
