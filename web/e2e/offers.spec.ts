import { expect, test, type Page } from '@playwright/test'
import { sites } from '@travel/config'
import { requestAs } from './helpers/http'
import { previewLink } from './helpers/preview'
import { homeOf, readDataset } from './helpers/seed'
import { siteUrl } from './helpers/server'

/**
 * Offers (docs/content.md, "Offers"): each home page's offer opens a page that states it and its
 * terms; /offers lists the current ones; an ended offer leaves every list and its address leads
 * to /offers, which names it.
 */

type OfferDoc = {
  _id: string
  brand: string
  title: string
  slug: { current: string }
  saving: string
  terms: string
  validFrom?: string
  validUntil: string
  onlyOnSites?: string[]
}

const offers = readDataset().filter((doc) => doc._type === 'offer') as unknown as OfferDoc[]

/** The seed's offers shown on a site now, soonest ending first. */
function currentOffersOf(siteId: string, brand: string, now = Date.now()) {
  return offers
    .filter((offer) => offer.brand === brand)
    .filter((offer) => !offer.onlyOnSites?.length || offer.onlyOnSites.includes(siteId))
    .filter(
      (offer) =>
        (!offer.validFrom || Date.parse(offer.validFrom) <= now) && Date.parse(offer.validUntil) > now,
    )
    .sort((a, b) => a.validUntil.localeCompare(b.validUntil) || a._id.localeCompare(b._id))
}

const ENDED = offers.find((offer) => offer._id === 'offer-tours-japan-cherry-blossom-early-bird')!

/** The offers a brand's home page references in its offer links, in their order. */
function homeOfferIds(brand: string): string[] {
  const blocks = (
    homeOf(brand) as unknown as { blocks: { _type: string; sections?: { offers?: { _ref: string }[] }[] }[] }
  ).blocks
  return blocks
    .filter((block) => block._type === 'offerLinks')
    .flatMap((block) => block.sections ?? [])
    .flatMap((section) => section.offers ?? [])
    .map((reference) => reference._ref)
}

/** The page's JSON-LD of a type. */
async function structuredData(page: Page, type: string): Promise<Record<string, unknown> | undefined> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === type)
}

/** The home page's offer links: the links of its offer sections that lead to an offer's page. */
async function homeOfferLinks(page: Page, siteId: string) {
  await page.goto(siteUrl(siteId))
  const links = page.getByRole('main').locator('a[href^="/offers/"]')
  return Promise.all(
    (await links.all()).map(async (link) => ({
      name: (await link.textContent()) ?? '',
      href: (await link.getAttribute('href')) ?? '',
    })),
  )
}

for (const site of sites) {
  test(`${site.id}: each home offer opens a page that states the offer and its terms`, async ({ page }) => {
    const current = currentOffersOf(site.id, site.brand)
    const links = await homeOfferLinks(page, site.id)
    // The offers the home page references that are current on this site, each by its title.
    const referenced = homeOfferIds(site.brand)
    const expected = referenced.flatMap((id) => current.filter((offer) => offer._id === id))
    expect(links).toEqual(
      expected.map((offer) => ({ name: offer.title, href: `/offers/${offer.slug.current}` })),
    )
    if (site.brand === 'tours' || site.brand === 'golf') expect(links.length).toBeGreaterThanOrEqual(3)
    for (const link of links) {
      const offer = current.find((each) => `/offers/${each.slug.current}` === link.href)!
      expect(offer, `${link.href} is a current offer of ${site.id}`).toBeTruthy()
      const answer = await page.goto(siteUrl(site.id, link.href))
      expect(answer?.status()).toBe(200)
      const article = page.getByRole('article')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title)
      await expect(article).toContainText(offer.saving)
      const terms = article.getByRole('region', { name: 'Terms of the offer' }).getByRole('listitem')
      await expect(terms).toHaveText(offer.terms.split('\n'))
      await expect(article.getByRole('link', { name: 'Enquire about this offer' })).toBeVisible()
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/offers/${offer.slug.current}$`),
      )
      expect(await structuredData(page, 'Offer')).toMatchObject({
        name: offer.title,
        priceCurrency: site.currency,
        validThrough: offer.validUntil,
        ...(offer.validFrom ? { validFrom: offer.validFrom } : {}),
      })
    }
    expect(links.some((link) => link.href === `/offers/${ENDED.slug.current}`)).toBe(false)
  })
}

test('tours-nz states its own offer in NZD, at the address tours states the Australian one', async ({
  page,
}) => {
  await page.goto(siteUrl('tours-nz', '/offers/japan-no-single-supplement'))
  await expect(page.getByRole('article')).toContainText('NZ$1,250')
  await expect(page.getByRole('article')).not.toContainText('$1,150')
  await page.goto(siteUrl('tours', '/offers/japan-no-single-supplement'))
  await expect(page.getByRole('article')).toContainText('$1,150')
  await expect(page.getByRole('article')).not.toContainText('NZ$')
})

test('an offer’s trip is named as the warehouse names it, with Book Now and an enquiry about it', async ({
  page,
}) => {
  await page.goto(siteUrl('tours', '/offers/free-night-in-marrakech'))
  const trips = page.getByRole('region', { name: 'Where the offer applies' })
  await expect(trips).toContainText('Morocco Imperial Cities')
  await expect(trips.getByRole('link', { name: 'Book Now: Morocco Imperial Cities' })).toHaveAttribute(
    'href',
    /\/en\/tours\/detail\/TR-MA-10$/,
  )
  await trips.getByRole('link', { name: 'Enquire: Morocco Imperial Cities' }).click()
  await expect(page).toHaveURL(/\/enquire\/tours\/TR-MA-10$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Morocco Imperial Cities')
})

test('/offers lists the current offers, each opening its page, and not the ended one', async ({ page }) => {
  for (const siteId of ['tours', 'tours-nz', 'golf'] as const) {
    const brand = siteId === 'golf' ? 'golf' : 'tours'
    await page.goto(siteUrl(siteId, '/offers'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers')
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
      currentOffersOf(siteId, brand).map((offer) => offer.title),
    )
    await expect(cards.filter({ hasText: ENDED.title })).toHaveCount(0)
    // Its notice is there for a visitor its address sent here, hidden from everyone else.
    await expect(page.getByText(ENDED.title, { exact: false })).toBeHidden()
  }
  const first = currentOffersOf('golf', 'golf')[0]!
  await page.getByRole('link', { name: first.title }).click()
  await expect(page).toHaveURL(new RegExp(`/offers/${first.slug.current}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
})

test('a brand with no offer says so on /offers', async ({ page }) => {
  const answer = await page.goto(siteUrl('rail', '/offers'))
  expect(answer?.status()).toBe(200)
  await expect(page.getByRole('main')).toContainText('We have no offer on right now.')
})

test('an ended offer’s address leads to /offers, which names the offer that ended', async ({ page }) => {
  const path = `/offers/${ENDED.slug.current}`
  const answer = await requestAs('tours.localhost', path)
  expect(answer.status).toBe(307)
  expect(answer.headers.location).toBe(`/offers#ended-${ENDED.slug.current}`)

  await page.goto(siteUrl('tours', path))
  await expect(page).toHaveURL(new RegExp(`/offers#ended-${ENDED.slug.current}$`))
  await expect(page.getByText(`“${ENDED.title}” has ended (on 31 October 2026).`)).toBeVisible()
  // Reached otherwise, the list names no ended offer.
  await page.goto(siteUrl('tours', '/offers'))
  await expect(page.getByText(`“${ENDED.title}” has ended`)).toBeHidden()
})

test('“View as of” shows the offers of that moment', async ({ page }) => {
  await page.goto(previewLink('tours', '/offers'))
  const before = new Date(Date.parse(ENDED.validUntil) - 24 * 3600_000)
  // Sydney time, as the preview bar takes it: the day before the ended offer's end is well inside it.
  const moment = before.toISOString().slice(0, 10) + 'T09:00'
  await page.goto(siteUrl('tours', `/offers?at=${moment}`))
  // Draft preview's text carries stega (docs/preview.md): the titles are contained, not equal.
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(1)
  await expect(cards.getByRole('heading', { level: 2 })).toContainText(ENDED.title)
  await page.goto(siteUrl('tours', `/offers/${ENDED.slug.current}?at=${moment}`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ENDED.title)
})

for (const width of [390, 1280]) {
  test(`an offer and the list of offers at ${width} px: nothing wider than the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const [name, url] of [
      ['offer', siteUrl('tours', '/offers/free-night-in-marrakech')],
      ['offers', siteUrl('golf', '/offers')],
      ['ended', siteUrl('tours', `/offers/${ENDED.slug.current}`)],
    ] as const) {
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      const fits = await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      )
      expect(fits, `${name} at ${width} px`).toBe(true)
      if (process.env.OFFER_SCREENSHOTS) {
        await page.screenshot({
          path: `${process.env.OFFER_SCREENSHOTS}/${name}-${width}.png`,
          fullPage: true,
        })
      }
    }
  })
}
