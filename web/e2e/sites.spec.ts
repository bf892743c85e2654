import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { brands, sites, type BrandId } from '@travel/config'
import { requestAs } from './helpers/http'
import { headerLinksLive } from './helpers/layoutShifts'
import { E2E_PORT, siteUrl } from './helpers/server'
import { headingOf, homeOf, pageById, pagesOf, settingsOf, slugOnlyIn } from './helpers/seed'

function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

for (const site of sites) {
  test(`${site.id}.localhost shows the ${site.brand} home page in its theme`, async ({ page }) => {
    const response = await page.goto(siteUrl(site.id))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(homeOf(site.brand)))
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: settingsOf(site.brand).title, exact: true })).toBeVisible()
    await expect(header).toHaveCSS(
      'background-color',
      rgb(brands[site.brand as BrandId].theme.colors.primary),
    )
    await expect(page).toHaveTitle(/\S/)
  })

  test(`an unknown address on ${site.id} gives the ${site.brand} 404 page`, async ({ page }) => {
    const response = await page.goto(siteUrl(site.id, '/no-such-page-here'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingsOf(site.brand).notFound.title)
    await expect(page.getByRole('banner')).toHaveCSS(
      'background-color',
      rgb(brands[site.brand as BrandId].theme.colors.primary),
    )
  })
}

test('the bare localhost serves the default site', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(homeOf('tours')))
})

test("a brand never shows another brand's page", async ({ page }) => {
  const cruisesSlug = slugOnlyIn('cruises', 'golf')
  const response = await page.goto(siteUrl('golf', `/${cruisesSlug}`))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settingsOf('golf').notFound.title)

  const shared = pagesOf('golf').find((golfPage) => golfPage.slug.current === 'about-us')
  expect(shared).toBeDefined()
  await page.goto(siteUrl('cruises', '/about-us'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    headingOf(pageById('page-cruises-about-us')),
  )
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(headingOf(shared!))
})

test('both sites of a brand serve its pages; the home page lives at /', async ({ page }) => {
  const about = headingOf(pageById('page-tours-about-us'))
  await page.goto(siteUrl('tours-nz', '/about-us'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about)
  await page.goto(siteUrl('tours-nz', `/${homeOf('tours').slug.current}`))
  await expect(page).toHaveURL(siteUrl('tours-nz', '/'))
})

test('header navigation moves between pages of the site, client-side, and back', async ({ page }) => {
  const items = (settingsOf('rail').headerNavigation ?? []).filter(
    (link) => link.internalLink && link.reference,
  )
  const [item, next] = items.filter((link) => link.reference!._ref !== homeOf('rail')._id)
  expect(next).toBeDefined()
  const target = pageById(item!.reference!._ref)
  const nextTarget = pageById(next!.reference!._ref)
  const pageData: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_next/data/')) pageData.push(new URL(request.url()).pathname)
  })
  await page.goto(siteUrl('rail'))
  // The header keeps its server HTML (it is not hydrated); its links still navigate in-page.
  await headerLinksLive(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const mainNavigation = page.getByRole('navigation', { name: 'Main' })
  await mainNavigation.getByRole('link', { name: item!.label }).click()
  await expect(page).toHaveURL(siteUrl('rail', `/${target.slug.current}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(target))
  // The page's data came from this site's own route.
  expect(pageData).toContainEqual(expect.stringMatching(`/_sites/rail/${target.slug.current}\\.json$`))

  // Now the header is React's own: its links navigate in-page too, the site's name goes home.
  await mainNavigation.getByRole('link', { name: next!.label }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(nextTarget))
  await page
    .getByRole('banner')
    .getByRole('link', { name: settingsOf('rail').title })
    .click()
  await expect(page).toHaveURL(siteUrl('rail'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(homeOf('rail')))
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

  await page.goBack()
  await expect(page).toHaveURL(siteUrl('rail', `/${nextTarget.slug.current}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(nextTarget))
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test('a page asks the server nothing more once it has loaded, nor loads code it does not run', async ({
  page,
}) => {
  // Next's router, told of proxy.ts, would ask what it made of the address, then render again.
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).pathname))
  const contentPage = pagesOf('golf').find((doc) => doc._id !== homeOf('golf')._id)!
  await page.goto(siteUrl('golf', `/${contentPage.slug.current}`))
  await page.waitForLoadState('networkidle')
  expect(requests.filter((path) => path.startsWith('/_next/data/'))).toEqual([])
  // The header, footer and text blocks keep their server HTML: their code waits for a visit.
  expect(requests.filter((path) => path.includes('static-parts'))).toEqual([])
  const staticParts = page.waitForRequest((request) => request.url().includes('static-parts'))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().hover()
  await staticParts
})

test("a navigation keeps the page on screen while the next one's code loads", async ({ page }) => {
  const [item] = (settingsOf('cruises').headerNavigation ?? []).filter(
    (link) => link.internalLink && link.reference && link.reference._ref !== homeOf('cruises')._id,
  )
  const target = pageById(item!.reference!._ref)
  await page.goto(siteUrl('cruises'))
  // A click before the page has hydrated is the browser's own navigation (a new document): this
  // test is about the client-side one.
  await headerLinksLive(page)
  await page.evaluate(() => {
    const frames: boolean[] = []
    const look = () => {
      frames.push(Boolean(document.querySelector('header nav a') && document.querySelector('main h1')))
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
    Object.assign(window, { framesShown: frames })
  })
  // The next page's code is held back until the page has been seen on screen for a while.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/static-parts*.js', async (route) => {
    await released
    await route.continue()
  })
  const framesShown = () => page.evaluate(() => (window as unknown as { framesShown: boolean[] }).framesShown)
  // A click with no pointer over the link first: nothing was loaded ahead.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: item!.label })
    .dispatchEvent('click', { button: 0 })
  await expect.poll(async () => (await framesShown()).length).toBeGreaterThan(10)
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(target))
  expect((await framesShown()).every(Boolean)).toBe(true)
})

test('images load at their known size, without shifting the layout', async ({ page }) => {
  await page.goto(siteUrl('cruises'))
  const image = page.getByRole('main').getByRole('img').first()
  await expect(image).toBeVisible()
  await expect(image).toHaveAttribute('width', /\d+/)
  await expect(image).toHaveAttribute('height', /\d+/)
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0)
})

test.describe("a stranger's domain pointed at the servers", () => {
  const SEED_IMAGES = path.join(__dirname, '..', '..', 'studio', 'seed', 'images')
  const seedImage = readdirSync(SEED_IMAGES).find((file) => file.endsWith('.jpg'))!
  const OURS = `tours.localhost:${E2E_PORT}`

  test('gets 421 on every path, pages, API routes, files and the image optimiser alike', async () => {
    const home = await requestAs(OURS, '/')
    const script = /"(\/_next\/static\/[^"]+\.js)"/.exec(home.body)![1]!
    const requests = [
      ['GET', '/'],
      ['GET', '/about-us'],
      ['GET', '/robots.txt'],
      ['POST', '/api/revalidate'],
      ['GET', '/api/cron/deliver'],
      ['GET', `/api/seed-image?file=${seedImage}&rect=0,0,100,100`],
      ['GET', '/api/preview/exit'],
      ['POST', '/api/forms/contact'],
      ['GET', `/_next/image?url=${encodeURIComponent(`/_seed/images/${seedImage}`)}&w=640&q=75`],
      ['GET', `/_seed/images/${seedImage}`],
      ['GET', '/frontend/view-brochure.html'],
      ['GET', '/_preview/visual-editing.js'],
      ['GET', script],
      ['GET', '/tours-icon.svg'],
    ] as const
    for (const [method, path] of requests) {
      const stranger = await requestAs('evil.example', path, method)
      expect(stranger.status, `${method} ${path} for evil.example`).toBe(421)
      expect(stranger.body).toContain('does not answer for that host')
      // The same request for a site of ours reaches what it asks for.
      const ours = await requestAs(OURS, path, method)
      expect(ours.status, `${method} ${path} for ${OURS}`).not.toBe(421)
      expect(ours.status, `${method} ${path} for ${OURS}`).toBeLessThan(500)
    }
  })
})
