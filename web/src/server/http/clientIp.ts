import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import { proxySettings, type ProxySettings } from './proxySettings'

type Env = Record<string, string | undefined>

/** The header Vercel's edge sets to the address it saw, replacing anything a client sent. */
const VERCEL_CLIENT_HEADER = 'x-vercel-forwarded-for'

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(',') : value
}

let cached: { key: string; settings: ProxySettings } | undefined

/** proxySettings, parsed once per value of its two settings. */
function proxiesOf(env: Env): ProxySettings {
  const key = `${env.TRUSTED_PROXY_HOPS ?? ''}\u0000${env.TRUSTED_PROXIES ?? ''}`
  if (cached?.key !== key) cached = { key, settings: proxySettings(env) }
  return cached.settings
}

/**
 * The visitor's address, as far as it can be trusted. A forwarding header is a client's word
 * unless a proxy of ours wrote it: with TRUSTED_PROXY_HOPS=N (default 0) proxies in front of the
 * server, each request's last N hops (the socket's peer, then the addresses X-Forwarded-For
 * recorded, from the right) must be addresses in TRUSTED_PROXIES; the visitor is the address
 * before them. The first hop that is not a proxy of ours is the visitor instead (a caller that
 * reached a server, or nginx, directly). On Vercel, the platform's own header. Throws the
 * ConfigError of unreadable proxy settings (proxySettings.ts).
 */
export function clientIp(req: IncomingMessage, env: Env = process.env): string {
  if (env.VERCEL) {
    const vercel = header(req, VERCEL_CLIENT_HEADER)?.split(',')[0]?.trim()
    if (vercel && isIP(vercel)) return vercel
  }
  const peer = req.socket.remoteAddress ?? 'unknown'
  const { hops, isTrusted } = proxiesOf(env)
  if (hops === 0) return peer
  const forwarded = (header(req, 'x-forwarded-for') ?? '').split(',').map((entry) => entry.trim())
  // The nearest hop first: the peer, then what each proxy of ours appended.
  const chain = [peer, ...forwarded.reverse()]
  for (const hop of chain.slice(0, hops)) {
    if (!isIP(hop)) return peer
    if (!isTrusted(hop)) return hop
  }
  const visitor = chain[hops]
  return visitor && isIP(visitor) ? visitor : peer
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
