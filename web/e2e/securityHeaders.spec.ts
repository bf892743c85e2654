import { expect, test } from '@playwright/test'
import { headerLinksLive } from './helpers/layoutShifts'
import { inlineScripts } from './helpers/html'
import { pageTypes } from './helpers/pageTypes'
import { E2E_PORT, siteUrl } from './helpers/server'

const expected = {
  'strict-transport-security': /max-age=\d{8,}; includeSubDomains/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'content-security-policy': /frame-ancestors 'self'/,
}

test('pages, API routes and assets carry the security headers and no X-Powered-By', async ({
  page,
  request,
}) => {
  const response = await page.goto(siteUrl('tours'))
  const script = await page.locator('script[src]').first().getAttribute('src')
  const responses = [
    response!,
    await request.post(`http://localhost:${E2E_PORT}/api/revalidate`, { data: '{}' }),
    await request.get(`http://localhost:${E2E_PORT}${script}`),
  ]
  for (const each of responses) {
    const headers = each.headers()
    for (const [name, pattern] of Object.entries(expected))
      expect(headers[name], `${name} of ${each.url()}`).toMatch(pattern)
    expect(headers['x-powered-by']).toBeUndefined()
  }
})

test('the content security policy allows only what the site loads', async ({ page }) => {
  const response = await page.goto(siteUrl('tours'))
  const policy = response!.headers()['content-security-policy']!
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  // This build reads no Sanity project: no image of Sanity's CDN (web/src/site/sanityAssets.test.ts).
  expect(policy).toContain("img-src 'self' data: blob:;")
  expect(policy).toContain("object-src 'none'")
  // No captcha site key in this build: Google may not load anything.
  expect(policy).not.toContain('google')
})

test('pages work under the policy: no violations while browsing', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  // Once the page's scripts have run (they start after its first paint: pages/_document.tsx), a
  // blocked script or style has reported.
  for (const { url } of pageTypes) {
    const response = await page.goto(url)
    expect(inlineScripts(await response!.text()), url).toEqual([])
    await expect.poll(() => page.evaluate(() => 'next' in window), url).toBe(true)
  }

  // Client-side navigation needs the header's links live (Next's router on window comes before
  // that, and a click in between is the browser's full load): a marker on window survives only
  // if the page does not reload.
  await page.goto(siteUrl('golf'))
  await headerLinksLive(page)
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }))
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()
  const href = await link.getAttribute('href')
  await link.click()
  await expect(page).toHaveURL(siteUrl('golf', href!))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true)
  expect(violations).toEqual([])
})

test('no other origin may frame the site', async ({ page }) => {
  const response = await page.goto(siteUrl('rail'))
  expect(response!.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/)
})
