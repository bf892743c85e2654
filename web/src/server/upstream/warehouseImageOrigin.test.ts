/** @jest-environment node */
import { upstreamSettings } from '@travel/config'
import nextConfig, { warehouseImageOrigin } from '../../../next.config'

/**
 * The optimiser's allowed origin (web/next.config.ts, which cannot import the config package)
 * and the origin whose photos the warehouse client keeps (config/src/upstream.ts) are decided
 * by the same rule: a photo kept is a photo the optimiser fetches.
 */
const production = {
  NODE_ENV: 'production',
  WAREHOUSE_API_URL: 'https://warehouse.example.net/api',
  WAREHOUSE_API_KEY: 'wh-key',
  RESERVATION_API_URL: 'https://reservations.example.net',
  PASSENGER_PORTAL_API_URL: 'https://portal.example.net',
  CMS_STORE_API_URL: 'https://store.example.net',
}

describe("the warehouse photos' origin", () => {
  it.each([
    ['outside production, the default sandbox', {}],
    ['a sandbox named by SANDBOX_URL', { SANDBOX_URL: 'http://127.0.0.1:4110/' }],
    ['a production server on the sandbox', { NODE_ENV: 'production', SANDBOX_URL: 'http://127.0.0.1:4110' }],
    ['a real warehouse without a photo origin', production],
    ['a real warehouse with one', { ...production, WAREHOUSE_IMAGE_ORIGIN: 'https://img.example.net/' }],
    [
      'a sandbox with a real warehouse URL',
      { SANDBOX_URL: 'http://127.0.0.1:4110', WAREHOUSE_API_URL: 'https://w.example' },
    ],
  ])('is the same for the optimiser and the client: %s', (_case, env) => {
    expect(warehouseImageOrigin(env)?.origin ?? null).toBe(upstreamSettings(env).warehouse.imageOrigin)
  })

  // Sanity's CDN: web/src/site/sanityAssets.test.ts.
  it('lets the optimiser fetch from the sandbox this process was configured with', () => {
    const patterns = nextConfig.images?.remotePatterns ?? []
    const origin = warehouseImageOrigin(process.env)
    if (origin) expect(patterns).toContainEqual(expect.objectContaining({ hostname: origin.hostname }))
  })
})
