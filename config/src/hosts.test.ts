import { hostPolicy, isServedHost } from './hosts'

const production = hostPolicy({
  NODE_ENV: 'production',
  PREVIEW_HOSTS: 'staging.example.com, *.preview.example.net',
})

describe('the hosts a production deployment answers', () => {
  it.each([
    'wayfarertours.com.au',
    'www.wayfarertours.com.au',
    'Tidewatercruises.com.au:443',
    'localhost:3000',
    'golf.localhost:3100',
    'anything.localhost',
    '127.0.0.1:3000',
    '[::1]:3000',
    'staging.example.com',
    'pr-12.preview.example.net',
  ])('answers %s', (host) => {
    expect(isServedHost(host, production)).toBe(true)
  })

  it.each([
    'evil.example.com',
    'wayfarertours.com.au.evil.example.com',
    'preview.example.net',
    'notpreview.example.net',
    '203.0.113.7',
    '',
    undefined,
  ])('refuses %p', (host) => {
    expect(isServedHost(host, production)).toBe(false)
  })

  it("answers the Vercel deployment's own addresses", () => {
    const vercel = hostPolicy({ NODE_ENV: 'production', VERCEL_URL: 'travel-abc123.vercel.app' })
    expect(isServedHost('travel-abc123.vercel.app', vercel)).toBe(true)
    expect(isServedHost('travel-other.vercel.app', vercel)).toBe(false)
  })

  it('answers any host outside production', () => {
    expect(isServedHost('evil.example.com', hostPolicy({ NODE_ENV: 'development' }))).toBe(true)
    expect(isServedHost('evil.example.com', hostPolicy({}))).toBe(true)
  })
})
