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
  /**
   * `imageOrigin`: where the warehouse's product photos live (WAREHOUSE_IMAGE_ORIGIN, e.g.
   * `https://images.warehouse.example`), or the sandbox when it stands in for the warehouse.
   * Photos elsewhere are not shown: the site's image optimiser fetches only from this origin
   * (web/next.config.ts). Null when unset: cards show no photo.
   */
  warehouse: { baseUrl: string; apiKey: string; imageOrigin: string | null }
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

function warehouseImageOrigin(env: Env, sandbox: string | undefined): string | null {
  const configured = value(env, 'WAREHOUSE_IMAGE_ORIGIN')
  if (configured) return new URL(configured).origin
  return sandbox !== undefined && !value(env, 'WAREHOUSE_API_URL') ? new URL(sandbox).origin : null
}

/** The settings that point a back-office API at a real upstream. */
const API_URL_SETTINGS = [
  'WAREHOUSE_API_URL',
  'RESERVATION_API_URL',
  'PASSENGER_PORTAL_API_URL',
  'CMS_STORE_API_URL',
]

/**
 * Whether every back-office API this server calls is the sandbox: development, the tests, and a
 * production build rehearsed against one (SANDBOX_URL and no API URL of its own). A server for
 * which this is false serves visitors whose submissions reach the real back office.
 */
export function backOfficeIsSandbox(env: Env = process.env): boolean {
  return sandboxUrl(env) !== undefined && API_URL_SETTINGS.every((name) => value(env, name) === undefined)
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
      imageOrigin: warehouseImageOrigin(env, sandbox),
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
