import { upstreamSettings } from './upstream'

describe('upstreamSettings', () => {
  it('points every API at the sandbox when nothing is configured', () => {
    expect(upstreamSettings({})).toEqual({
      warehouse: { baseUrl: 'http://127.0.0.1:4010/warehouse', apiKey: 'sandbox-warehouse-key' },
      reservation: { baseUrl: 'http://127.0.0.1:4010/reservation-api', apiKey: 'sandbox-reservation-key' },
      passengerPortal: { baseUrl: 'http://127.0.0.1:4010/passenger-portal' },
      cmsStore: { baseUrl: 'http://127.0.0.1:4010/site-api' },
    })
  })

  it('takes base URLs and keys from the environment', () => {
    const settings = upstreamSettings({
      SANDBOX_URL: 'http://127.0.0.1:4110/',
      WAREHOUSE_API_URL: 'https://warehouse.example.net/api',
      WAREHOUSE_API_KEY: 'wh-key',
    })
    expect(settings.warehouse).toEqual({ baseUrl: 'https://warehouse.example.net/api', apiKey: 'wh-key' })
    expect(settings.reservation.apiKey).toBe('wh-key')
    expect(settings.passengerPortal.baseUrl).toBe('http://127.0.0.1:4110/passenger-portal')
  })
})
