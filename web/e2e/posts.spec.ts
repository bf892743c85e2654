import { expect, test, type Page } from '@playwright/test'
import { installStoppedClock, liveCarousel, newsCarouselOf } from './helpers/carousels'
import { postsOf } from './helpers/seed'
import { siteUrl } from './helpers/server'

const NEW_TAB = ' (opens in a new tab)'

/** The page's JSON-LD of a type. */
async function structuredData(page: Page, type: string): Promise<Record<string, unknown> | undefined> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === type)
}

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

test('a news card of the tours home page opens its post in a new tab, to be read there', async ({
  page,
  context,
}) => {
  await installStoppedClock(page)
  await page.goto(siteUrl('tours'))
  const news = newsCarouselOf('tours')
  const item = news.items[0]!
  const carousel = await liveCarousel(page, news.title)
  const opened = context.waitForEvent('page')
  await carousel.getByRole('link', { name: `${item.title}${NEW_TAB}` }).click()
  const post = await opened
  await post.waitForLoadState()
  expect(new URL(post.url()).pathname).toBe(`/news/${item.slug.current}`)
  await expect(post.getByRole('heading', { level: 1 })).toHaveText(item.title)
  await expect(post.getByRole('article')).toContainText('Greek Island Hopping, twelve days from Athens')
  await expect(
    post.getByRole('img', { name: /blue-domed church stepping down a Greek island hillside/ }),
  ).toBeVisible()
  expect(await structuredData(post, 'NewsArticle')).toMatchObject({
    headline: item.title,
    datePublished: item.createdAt,
    mainEntityOfPage: `https://wayfarertours.com.au/news/${item.slug.current}`,
  })

  await post.getByRole('link', { name: 'All news' }).click()
  await expect(post).toHaveURL(/\/news$/)
  await expect(post.getByRole('heading', { level: 1 })).toHaveText('News')
})

test("golf's travel tips list its posts newest first, each opening its page in the same tab", async ({
  page,
}) => {
  await page.goto(siteUrl('golf', '/travel-tips'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel tips')
  const tips = postsOf('golf')
    .filter((post) => post.type === 'travelTips')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(tips.map((tip) => tip.title))
  // One page: no pager.
  await expect(page.getByRole('navigation', { name: /pages/ })).toHaveCount(0)

  await cards.first().getByRole('link', { name: tips[0]!.title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/travel-tips/${tips[0]!.slug.current}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tips[0]!.title)
  await expect(page.getByRole('article')).toContainText('Check your airline first.')
  expect(await structuredData(page, 'Article')).toMatchObject({ headline: tips[0]!.title })
})

test('a post under the wrong type, of another brand, or a list page past the last is not found', async ({
  page,
}) => {
  for (const [site, path] of [
    ['tours', '/travel-tips/our-2027-small-group-departures-are-on-sale'],
    ['golf', '/news/our-2027-small-group-departures-are-on-sale'],
    ['tours', '/news/page/2'],
    ['rail', '/news'],
  ] as const) {
    const answer = await page.goto(siteUrl(site, path))
    expect(answer?.status(), `${site} ${path}`).toBe(404)
  }
})

for (const width of [390, 1280]) {
  test(`a post and a list of posts at ${width} px: nothing wider than the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const [name, url] of [
      ['post', siteUrl('tours', '/travel-tips/packing-for-the-inca-trail-what-our-leaders-carry')],
      ['list', siteUrl('tours', '/news')],
    ] as const) {
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      expect(await fitsTheScreen(page), `${name} at ${width} px`).toBe(true)
      if (process.env.POST_SCREENSHOTS) {
        await page.screenshot({
          path: `${process.env.POST_SCREENSHOTS}/${name}-${width}.png`,
          fullPage: true,
        })
      }
    }
  })
}
