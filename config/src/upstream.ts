/**
 * Where the back-office APIs live and the keys to call them with. Base URLs and keys come from
 * the environment; without them every API is the local sandbox (scripts/sandbox), which is what
 * `npm run dev` and the tests start.
 */
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

export function upstreamSettings(env: Env = process.env): UpstreamSettings {
  const sandbox = (value(env, 'SANDBOX_URL') ?? DEFAULT_SANDBOX_URL).replace(/\/$/, '')
  return {
    warehouse: {
      baseUrl: value(env, 'WAREHOUSE_API_URL') ?? `${sandbox}/warehouse`,
      apiKey: value(env, 'WAREHOUSE_API_KEY') ?? 'sandbox-warehouse-key',
    },
    reservation: {
      baseUrl: value(env, 'RESERVATION_API_URL') ?? `${sandbox}/reservation-api`,
      apiKey:
        value(env, 'RESERVATION_API_KEY') ?? value(env, 'WAREHOUSE_API_KEY') ?? 'sandbox-reservation-key',
    },
    passengerPortal: { baseUrl: value(env, 'PASSENGER_PORTAL_API_URL') ?? `${sandbox}/passenger-portal` },
    cmsStore: { baseUrl: value(env, 'CMS_STORE_API_URL') ?? `${sandbox}/site-api` },
  }
}
