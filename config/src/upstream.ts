/**
 * Where the back-office APIs live and the keys to call them with. Base URLs and keys come from
 * the environment. Outside production whatever is unset is the local sandbox (scripts/sandbox),
 * which `npm run dev` and the tests start; in production it is an error instead (a server that
 * quietly posted visitors' details to a sandbox would lose them), unless SANDBOX_URL names one.
 * What each API is called with: docs/upstream.md.
 */
import { ConfigError } from './env'

type Env = Record<string, string | undefined>

export const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:4010'

export interface UpstreamSettings {
  warehouse: { baseUrl: string; apiKey: string }
  reservation: { baseUrl: string; apiKey: string }
  passengerPortal: { baseUrl: string }
  cmsStore: { baseUrl: string }
}

function value(env: Env, name: string): string | undefined {
  const trimmed = env[name]?.trim()
  return trimmed ? trimmed : undefined
}

/** The sandbox that stands in for whatever is unset, or undefined when nothing may. */
function sandboxUrl(env: Env): string | undefined {
  const configured = value(env, 'SANDBOX_URL')
  if (configured) return configured.replace(/\/$/, '')
  return env.NODE_ENV === 'production' ? undefined : DEFAULT_SANDBOX_URL
}

/** Throws a ConfigError naming every missing variable when a production server lacks one. */
export function upstreamSettings(env: Env = process.env): UpstreamSettings {
  const sandbox = sandboxUrl(env)
  const missing: string[] = []
  function setting(name: string, inSandbox: (sandbox: string) => string, configured = value(env, name)) {
    if (configured) return configured
    if (sandbox !== undefined) return inSandbox(sandbox)
    missing.push(name)
    return ''
  }
  const settings: UpstreamSettings = {
    warehouse: {
      baseUrl: setting('WAREHOUSE_API_URL', (url) => `${url}/warehouse`),
      apiKey: setting('WAREHOUSE_API_KEY', () => 'sandbox-warehouse-key'),
    },
    reservation: {
      baseUrl: setting('RESERVATION_API_URL', (url) => `${url}/reservation-api`),
      apiKey: setting(
        'RESERVATION_API_KEY',
        () => 'sandbox-reservation-key',
        value(env, 'RESERVATION_API_KEY') ?? value(env, 'WAREHOUSE_API_KEY'),
      ),
    },
    passengerPortal: { baseUrl: setting('PASSENGER_PORTAL_API_URL', (url) => `${url}/passenger-portal`) },
    cmsStore: { baseUrl: setting('CMS_STORE_API_URL', (url) => `${url}/site-api`) },
  }
  if (missing.length) {
    throw new ConfigError(
      `Missing ${missing.join(', ')}: in production every back-office API needs its URL and key ` +
        '(or SANDBOX_URL, to send everything unconfigured to a sandbox).',
    )
  }
  return settings
}
