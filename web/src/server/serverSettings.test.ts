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

  it('stops a production server with a real back office that is told CAPTCHA_MODE=test, secret or not', async () => {
    await expect(registerIn({ ...upstreams, CAPTCHA_MODE: 'test' })).rejects.toThrow(ConfigError)
    await expect(registerIn({ ...upstreams, CAPTCHA_MODE: 'test', RECAPTCHA_SECRET: 's' })).rejects.toThrow(
      'CAPTCHA_MODE=test',
    )
    // One real API is enough: its visitors' submissions reach the back office.
    const mixed = { SANDBOX_URL: 'http://127.0.0.1:4110', CMS_STORE_API_URL: 'https://store.example.net' }
    await expect(registerIn({ ...mixed, CAPTCHA_MODE: 'test' })).rejects.toThrow('CAPTCHA_MODE=test')
    expect(startOutboxWorker).not.toHaveBeenCalled()
    // Development, the tests and the production checks (the sandbox as the back office) keep it.
    await registerIn({ SANDBOX_URL: 'http://127.0.0.1:4110', CAPTCHA_MODE: 'test' })
    await registerIn({ NODE_ENV: 'development', CAPTCHA_MODE: 'test' })
    expect(startOutboxWorker).toHaveBeenCalledTimes(2)
  })

  it('stops a server whose proxy settings it cannot read, naming the setting', async () => {
    await expect(registerIn({ ...upstreams, TRUSTED_PROXY_HOPS: '1' })).rejects.toThrow(
      'TRUSTED_PROXY_HOPS is set but TRUSTED_PROXIES is not',
    )
    await expect(
      registerIn({ ...upstreams, TRUSTED_PROXY_HOPS: 'one', TRUSTED_PROXIES: '10.0.0.1' }),
    ).rejects.toThrow('TRUSTED_PROXY_HOPS must be')
    for (const entry of ['10.0.0.0/33', 'nginx.internal', '10.0.0.0/8/1', '::1/129'])
      await expect(
        registerIn({ ...upstreams, TRUSTED_PROXY_HOPS: '1', TRUSTED_PROXIES: `10.1.2.3, ${entry}` }),
      ).rejects.toThrow(
        `TRUSTED_PROXIES must list addresses or CIDR ranges (e.g. 10.0.0.0/8, ::1), not "${entry}"`,
      )
    expect(startOutboxWorker).not.toHaveBeenCalled()
    await registerIn({
      ...upstreams,
      TRUSTED_PROXY_HOPS: '2',
      TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8, 192.0.2.7',
    })
    expect(startOutboxWorker).toHaveBeenCalledTimes(1)
  })

  it('starts a development server on the default sandbox', async () => {
    await registerIn({ NODE_ENV: 'development' })
    expect(startOutboxWorker).toHaveBeenCalledTimes(1)
  })

  it('checks nothing while `next build` runs, which needs no upstreams', async () => {
    await expect(registerIn({ NEXT_PHASE: 'phase-production-build' })).resolves.toBeUndefined()
  })
})
