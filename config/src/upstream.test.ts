import { ConfigError } from './env'
import { upstreamSettings } from './upstream'

/** Every upstream setting a production server needs. */
const configured = {
  NODE_ENV: 'production',
  WAREHOUSE_API_URL: 'https://warehouse.example.net/api',
  WAREHOUSE_API_KEY: 'wh-key',
  RESERVATION_API_URL: 'https://reservations.example.net',
  RESERVATION_API_KEY: 'res-key',
  PASSENGER_PORTAL_API_URL: 'https://portal.example.net',
  CMS_STORE_API_URL: 'https://store.example.net',
}

function without(...names: (keyof typeof configured)[]) {
  return Object.fromEntries(Object.entries(configured).filter(([name]) => !names.includes(name as never)))
}

describe('upstreamSettings', () => {
  it('points every API at the sandbox when nothing is configured outside production', () => {
    const sandbox = {
      warehouse: {
        baseUrl: 'http://127.0.0.1:4010/warehouse',
        apiKey: 'sandbox-warehouse-key',
        imageOrigin: 'http://127.0.0.1:4010',
      },
      reservation: { baseUrl: 'http://127.0.0.1:4010/reservation-api', apiKey: 'sandbox-reservation-key' },
      passengerPortal: { baseUrl: 'http://127.0.0.1:4010/passenger-portal' },
      cmsStore: { baseUrl: 'http://127.0.0.1:4010/site-api' },
    }
    expect(upstreamSettings({})).toEqual(sandbox)
    expect(upstreamSettings({ NODE_ENV: 'development' })).toEqual(sandbox)
    expect(upstreamSettings({ NODE_ENV: 'test' })).toEqual(sandbox)
  })

  it('takes base URLs and keys from the environment', () => {
    const settings = upstreamSettings({
      SANDBOX_URL: 'http://127.0.0.1:4110/',
      WAREHOUSE_API_URL: 'https://warehouse.example.net/api',
      WAREHOUSE_API_KEY: 'wh-key',
    })
    expect(settings.warehouse).toEqual({
      baseUrl: 'https://warehouse.example.net/api',
      apiKey: 'wh-key',
      // A real warehouse's photos are not the sandbox's: none are shown until their origin is set.
      imageOrigin: null,
    })
    expect(settings.reservation.apiKey).toBe('wh-key')
    expect(settings.passengerPortal.baseUrl).toBe('http://127.0.0.1:4110/passenger-portal')
  })

  it('uses only what is configured in production', () => {
    expect(upstreamSettings(configured)).toEqual({
      warehouse: { baseUrl: 'https://warehouse.example.net/api', apiKey: 'wh-key', imageOrigin: null },
      reservation: { baseUrl: 'https://reservations.example.net', apiKey: 'res-key' },
      passengerPortal: { baseUrl: 'https://portal.example.net' },
      cmsStore: { baseUrl: 'https://store.example.net' },
    })
    expect(upstreamSettings(without('RESERVATION_API_KEY')).reservation.apiKey).toBe('wh-key')
  })

  it('takes the origin of the warehouse photos from WAREHOUSE_IMAGE_ORIGIN, as an origin', () => {
    const settings = upstreamSettings({
      ...configured,
      WAREHOUSE_IMAGE_ORIGIN: 'https://images.warehouse.example.net/',
    })
    expect(settings.warehouse.imageOrigin).toBe('https://images.warehouse.example.net')
  })

  it.each([
    'WAREHOUSE_API_URL',
    'WAREHOUSE_API_KEY',
    'RESERVATION_API_URL',
    'PASSENGER_PORTAL_API_URL',
    'CMS_STORE_API_URL',
  ] as const)('refuses to run in production without %s rather than post to the sandbox', (name) => {
    for (const env of [without(name), { ...without(name), [name]: '  ' }]) {
      expect(() => upstreamSettings(env)).toThrow(ConfigError)
      expect(() => upstreamSettings(env)).toThrow(name)
    }
  })

  it('refuses to run in production without a reservation key of its own or the warehouse one', () => {
    expect(() => upstreamSettings(without('RESERVATION_API_KEY', 'WAREHOUSE_API_KEY'))).toThrow(
      /RESERVATION_API_KEY/,
    )
  })

  it('names every missing variable at once', () => {
    expect(() => upstreamSettings({ NODE_ENV: 'production' })).toThrow(
      new ConfigError(
        'Missing WAREHOUSE_API_URL, WAREHOUSE_API_KEY, RESERVATION_API_URL, RESERVATION_API_KEY, ' +
          'PASSENGER_PORTAL_API_URL, CMS_STORE_API_URL: in production every back-office API needs its ' +
          'URL and key (or SANDBOX_URL, to send everything unconfigured to a sandbox).',
      ),
    )
  })

  it('sends what is unconfigured to the sandbox in production only when SANDBOX_URL says so', () => {
    expect(upstreamSettings({ NODE_ENV: 'production', SANDBOX_URL: 'http://127.0.0.1:4110' })).toEqual({
      warehouse: {
        baseUrl: 'http://127.0.0.1:4110/warehouse',
        apiKey: 'sandbox-warehouse-key',
        imageOrigin: 'http://127.0.0.1:4110',
      },
      reservation: { baseUrl: 'http://127.0.0.1:4110/reservation-api', apiKey: 'sandbox-reservation-key' },
      passengerPortal: { baseUrl: 'http://127.0.0.1:4110/passenger-portal' },
      cmsStore: { baseUrl: 'http://127.0.0.1:4110/site-api' },
    })
    const mixed = upstreamSettings({ ...without('CMS_STORE_API_URL'), SANDBOX_URL: 'http://127.0.0.1:4110' })
    expect(mixed.cmsStore.baseUrl).toBe('http://127.0.0.1:4110/site-api')
    expect(mixed.passengerPortal.baseUrl).toBe('https://portal.example.net')
  })
})
