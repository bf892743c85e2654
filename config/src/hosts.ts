import { hostname, sites } from './sites'

type Env = Record<string, string | undefined>

/**
 * Which request hosts this deployment answers. Outside production, any (a developer's machine,
 * a test). In production, only the sites' domains, `localhost` and `*.localhost`, the loopback
 * addresses, and the preview hosts: PREVIEW_HOSTS (comma-separated names; `*.example.com` for
 * every subdomain) and, on Vercel, the deployment's own addresses. Any other host (a stranger's
 * domain pointed at our servers, a bare IP) is misdirected: it gets no site and no forms.
 */
export type HostPolicy = { anyHost: true } | { anyHost: false; previewHosts: string[] }

const VERCEL_HOSTS = ['VERCEL_URL', 'VERCEL_BRANCH_URL', 'VERCEL_PROJECT_PRODUCTION_URL'] as const

export function hostPolicy(env: Env = process.env): HostPolicy {
  if (env.NODE_ENV !== 'production') return { anyHost: true }
  const listed = (env.PREVIEW_HOSTS ?? '').split(',')
  const vercel = VERCEL_HOSTS.map((name) => env[name] ?? '')
  const previewHosts = [...listed, ...vercel].map((host) => hostname(host.trim())).filter(Boolean)
  return { anyHost: false, previewHosts }
}

const LOOPBACK = /^(127(\.\d{1,3}){3}|\[::1\])$/

function matches(name: string, pattern: string): boolean {
  return pattern.startsWith('*.')
    ? name.endsWith(pattern.slice(1)) && name.length > pattern.length - 1
    : name === pattern
}

/** Whether the host names this machine: localhost, `*.localhost` or a loopback address. */
export function isLocalHost(host: string | null | undefined): boolean {
  const name = hostname(host ?? '')
  return name === 'localhost' || name.endsWith('.localhost') || LOOPBACK.test(name)
}

/** Whether a request to this host is one of ours (see HostPolicy). */
export function isServedHost(host: string | null | undefined, policy: HostPolicy): boolean {
  if (policy.anyHost) return true
  const name = hostname(host ?? '')
  if (!name) return false
  if (isLocalHost(name)) return true
  if (sites.some((site) => (site.domains as readonly string[]).includes(name))) return true
  return policy.previewHosts.some((pattern) => matches(name, pattern))
}
