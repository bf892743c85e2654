import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { PREVIEW_SESSION_COOKIE, previewSessionValue } from '../src/server/preview/previewSession'
import { dropDraft, PREVIEW_SECRET, previewLink, saveDraft } from './helpers/preview'
import { E2E_PORT, E2E_STUDIO_URL, siteUrl } from './helpers/server'
import { headingOf, pageById } from './helpers/seed'

/**
 * Draft preview (docs/preview.md): a signed link turns on draft mode for one browser, which then
 * sees editors' drafts (`drafts.` documents of the dataset) on the real site; visitors never do.
 */
const secret = PREVIEW_SECRET

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

const cases = [
  {
    siteId: 'golf',
    pageId: 'destinationPage-golf-great-britain-ireland-scotland',
    path: '/tour-destination/great-britain-ireland/scotland',
  },
  { siteId: 'rail', pageId: 'page-rail-our-story', path: '/our-story' },
]

for (const { siteId, pageId, path } of cases) {
  test(`${siteId}: a draft shows in preview only, and not after exit preview`, async ({ page, browser }) => {
    const published = headingOf(pageById(pageId))
    const drafted = `${published} (draft ${Date.now()})`
    const draftId = saveDraft(pageId, (doc) => {
      // The heading is the first block's title, or its first slide's (a hero slider).
      const first = (doc as unknown as { blocks: { title?: string; slides?: { title?: string }[] }[] })
        .blocks[0]!
      if (first.slides?.[0]) first.slides[0].title = drafted
      else first.title = drafted
      return doc
    })
    try {
      const publicResponse = await page.goto(siteUrl(siteId, path))
      await expect(heading(page)).toHaveText(published)
      expect(publicResponse?.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/)

      const response = await page.goto(previewLink(siteId, path))
      expect(new URL(page.url()).pathname).toBe(path)
      expect(response?.headers()['cache-control']).toMatch(/private/)
      expect(response?.headers()['cache-control']).toMatch(/no-store/)
      // The Studio's Presentation tool may frame the preview; nobody else, and no public page.
      expect(response?.headers()['content-security-policy']).toMatch(
        new RegExp(`frame-ancestors 'self' ${E2E_STUDIO_URL}(;|$)`),
      )
      // Drafts carry stega (invisible characters after the text): the text is there, and more.
      await expect(heading(page)).toContainText(drafted)
      const bar = page.getByRole('complementary', { name: 'Preview mode' })
      await expect(bar).toBeVisible()

      // Another browser (a visitor) gets the published page meanwhile.
      const visitor = await browser.newPage()
      await visitor.goto(siteUrl(siteId, path))
      await expect(heading(visitor)).toHaveText(published)
      await expect(visitor.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0)
      await visitor.close()

      await bar.getByRole('link', { name: 'Exit preview' }).click()
      await expect(page).toHaveURL(siteUrl(siteId, path))
      await expect(heading(page)).toHaveText(published)
      await expect(page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0)
      const left = (await page.context().cookies()).map(({ name }) => name)
      expect(left).not.toContain('__prerender_bypass')
      expect(left).not.toContain(PREVIEW_SESSION_COOKIE)
    } finally {
      dropDraft(draftId)
    }
  })
}

test("tours' preview opens no other brand's drafts, and shows tours' own until its session ends", async ({
  page,
  context,
}) => {
  const stamp = Date.now()
  const drafted = { tours: `Tours draft ${stamp}`, cruises: `Cruises draft ${stamp}` }
  const draftIds = (['tours', 'cruises'] as const).map((siteId) =>
    saveDraft(`page-${siteId}-about-us`, (doc) => {
      ;(doc as unknown as { blocks: { title?: string }[] }).blocks[0]!.title = drafted[siteId]
      return doc
    }),
  )
  const published = (siteId: string) => headingOf(pageById(`page-${siteId}-about-us`))
  const bar = page.getByRole('complementary', { name: 'Preview mode' })
  try {
    await page.goto(previewLink('tours', '/about-us'))
    await expect(heading(page)).toContainText(drafted.tours)

    // The editor's tours cookies on cruises' host, as a copy or a shared parent domain brings them.
    const toursCookies = await context.cookies(siteUrl('tours', '/'))
    expect(toursCookies.map(({ name }) => name).sort()).toEqual([
      '__prerender_bypass',
      PREVIEW_SESSION_COOKIE,
    ])
    await context.addCookies(toursCookies.map((cookie) => ({ ...cookie, domain: 'cruises.localhost' })))
    await page.goto(siteUrl('cruises', '/about-us'))
    await expect(heading(page)).toHaveText(published('cruises'))
    await expect(bar).toHaveCount(0)

    // Tours itself is still in preview, until its session is over.
    await page.goto(siteUrl('tours', '/about-us'))
    await expect(heading(page)).toContainText(drafted.tours)
    await expect(bar).toBeVisible()
    const session = toursCookies.find(({ name }) => name === PREVIEW_SESSION_COOKIE)!
    const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000
    await context.addCookies([
      { ...session, value: previewSessionValue('tours', secret, 60 * 60, twoHoursAgo) },
    ])
    await page.goto(siteUrl('tours', '/about-us'))
    await expect(heading(page)).toHaveText(published('tours'))
    await expect(bar).toHaveCount(0)
  } finally {
    draftIds.forEach(dropDraft)
  }
})

test('a draft of a referenced document (a famil) shows on the page that presents it', async ({ page }) => {
  const draftId = saveDraft('famil-golf-scotland-links-2027', (doc) => ({
    ...doc,
    title: 'Draft famil title',
  }))
  try {
    await page.goto(previewLink('golf', '/famil-registration'))
    await expect(heading(page)).toContainText('Draft famil title')
  } finally {
    dropDraft(draftId)
  }
})

test('the preview bar is accessible and its exit reachable by keyboard', async ({ page }) => {
  await page.goto(previewLink('rail', '/'))
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual(
    [],
  )
  // The skip link first, then the bar's exit.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Exit preview' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0)
})

test('an unsigned, forged, expired or other-site preview link is refused and turns nothing on', async ({
  request,
  page,
}) => {
  const refused = [
    siteUrl('golf', '/api/preview?path=/'),
    previewLink('golf', '/', undefined, 'not-the-secret'),
    previewLink('golf', '/', -60),
    // Signed for rail, opened on golf's host.
    siteUrl('golf', new URL(previewLink('rail', '/')).pathname + new URL(previewLink('rail', '/')).search),
  ]
  for (const url of refused) {
    // Node cannot resolve <site>.localhost: the host goes in its header, as browsers send it.
    const { host, pathname, search } = new URL(url)
    const response = await request.get(`http://localhost:${E2E_PORT}${pathname}${search}`, {
      headers: { host },
      maxRedirects: 0,
    })
    expect(response.status(), url).toBe(401)
    expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
    expect(response.headers()['cache-control']).toBe('private, no-store')
  }
  const expired = await page.goto(previewLink('golf', '/', -60))
  expect(expired?.status()).toBe(401)
  await expect(page.getByText('This preview link has expired')).toBeVisible()
})
