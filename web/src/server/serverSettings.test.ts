/** @jest-environment node */
import { ConfigError } from '@travel/config'

jest.mock('@/server/delivery/worker', () => ({ startOutboxWorker: jest.fn() }))

import { register } from '../../instrumentation'
import { startOutboxWorker } from '@/server/delivery/worker'

const upstreams = {
  WAREHOUSE_API_URL: 'https://warehouse.example.net/api',
  WAREHOUSE_API_KEY: 'wh-key',
  RESERVATION_API_URL: 'https://reservations.example.net',
  PASSENGER_PORTAL_API_URL: 'https://portal.example.net',
  CMS_STORE_API_URL: 'https://store.example.net',
}

/** Runs instrumentation's register() as `next start` (or a Vercel function) would, in `env`. */
function registerIn(env: Record<string, string>) {
  jest.replaceProperty(process, 'env', { NEXT_RUNTIME: 'nodejs', NODE_ENV: 'production', ...env })
  return register()
}

afterEach(() => {
  jest.restoreAllMocks()
  jest.mocked(startOutboxWorker).mockClear()
})

describe('server start-up (instrumentation register)', () => {
  it('stops a production server that has no back-office APIs configured, before any work starts', async () => {
    await expect(registerIn({})).rejects.toThrow(ConfigError)
    await expect(registerIn({ ...upstreams, CMS_STORE_API_URL: '' })).rejects.toThrow('CMS_STORE_API_URL')
    expect(startOutboxWorker).not.toHaveBeenCalled()
  })

  it('stops a production server on Vercel that has no DATABASE_URL', async () => {
    await expect(registerIn({ ...upstreams, VERCEL: '1' })).rejects.toThrow(ConfigError)
    await expect(registerIn({ ...upstreams, VERCEL: '1' })).rejects.toThrow('DATABASE_URL')
    expect(startOutboxWorker).not.toHaveBeenCalled()
  })

  it('starts a configured production server, or one told to use a sandbox', async () => {
    await registerIn(upstreams)
    await registerIn({ SANDBOX_URL: 'http://127.0.0.1:4110' })
    await registerIn({ ...upstreams, VERCEL: '1', DATABASE_URL: 'postgres://db/app' })
    expect(startOutboxWorker).toHaveBeenCalledTimes(3)
  })

  it('starts a development server on the default sandbox', async () => {
    await registerIn({ NODE_ENV: 'development' })
    expect(startOutboxWorker).toHaveBeenCalledTimes(1)
  })

  it('checks nothing while `next build` runs, which needs no upstreams', async () => {
    await expect(registerIn({ NEXT_PHASE: 'phase-production-build' })).resolves.toBeUndefined()
  })
})
