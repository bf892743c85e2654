import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { sites } from '@travel/config'
import { pageTypes } from './helpers/pageTypes'
import { DUMMY_SECRETS, siteUrl } from './helpers/server'

const staticDir = path.join(__dirname, '..', '.next', 'static')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

const secretValues = Object.entries(DUMMY_SECRETS)

test('no secret from the build environment is in the files browsers load', () => {
  const files = filesUnder(staticDir)
  expect(files.length).toBeGreaterThan(5)
  const leaks = files.flatMap((file) => {
    const text = readFileSync(file, 'latin1')
    return secretValues.filter(([, value]) => text.includes(value)).map(([name]) => `${name} in ${file}`)
  })
  expect(leaks).toEqual([])
})

test('no secret is in any served page', async ({ request }) => {
  const urls = [...pageTypes.map((pageType) => pageType.url), ...sites.map((site) => siteUrl(site.id))]
  for (const url of urls) {
    // Sites are addressed by host; the API client connects to loopback and sends that host.
    const { hostname, pathname } = new URL(url)
    const response = await request.get(`http://localhost:${new URL(url).port}${pathname}`, {
      headers: { host: `${hostname}:${new URL(url).port}` },
    })
    const html = await response.text()
    expect(html.length).toBeGreaterThan(500)
    expect(
      secretValues.filter(([, value]) => html.includes(value)).map(([name]) => `${name} in ${url}`),
    ).toEqual([])
  }
})
