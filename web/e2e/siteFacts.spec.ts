import { expect, test, type Page } from '@playwright/test'
import { siteUrl } from './helpers/server'

// Issue 29 §5: a site's phone, email and address live once, in its settings. Its footer, contact
// page, about page, the text that names them and its structured data all show the same ones, and
// Wayfarer's New Zealand site shows New Zealand's.

const SITES = [
  { site: 'tours', phone: '1300 929 327', tel: 'tel:+611300929327', international: '+61 1300 929 327' },
  { site: 'tours-nz', phone: '0800 929 327', tel: 'tel:+64800929327', international: '+64 800 929 327' },
  { site: 'cruises', phone: '1300 843 392', tel: 'tel:+611300843392', international: '+61 1300 843 392' },
  { site: 'golf', phone: '1300 465 387', tel: 'tel:+611300465387', international: '+61 1300 465 387' },
  { site: 'rail', phone: '1300 724 587', tel: 'tel:+611300724587', international: '+61 1300 724 587' },
]

/** Every phone and email link of the page, and the numbers its structured data gives. */
async function contactsOn(page: Page) {
  const links = await page
    .locator('a[href^="tel:"], a[href^="mailto:"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')))
  const agency = data.find((each) => each?.['@type'] === 'TravelAgency')
  return {
    tel: [...new Set(links.filter((href) => href.startsWith('tel:')))],
    mailto: [...new Set(links.filter((href) => href.startsWith('mailto:')))],
    structured: [
      agency?.telephone,
      ...(agency?.contactPoint ?? []).map((point: { telephone?: string }) => point.telephone),
    ],
  }
}

for (const { site, phone, tel, international } of SITES) {
  test(`${site}: the footer, the contact page, the about page and search engines give one phone and one email`, async ({
    page,
  }) => {
    const emails = new Set<string>()
    for (const path of ['/', '/contact-us', '/about-us']) {
      await page.goto(siteUrl(site, path))
      const found = await contactsOn(page)
      expect(found.tel, `${site}${path}`).toEqual([tel])
      expect(found.structured, `${site}${path}`).toEqual([international, international])
      found.mailto.forEach((href) => emails.add(href))
      await expect(page.getByRole('contentinfo').getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        tel,
      )
    }
    expect([...emails]).toHaveLength(1)
    // The contact page's panel reads the same settings.
    await page.goto(siteUrl(site, '/contact-us'))
    await expect(page.getByRole('main').getByRole('link', { name: phone })).toHaveAttribute('href', tel)
  })
}

test('tours-nz shows New Zealand facts throughout: its prices, phone, office and legal line', async ({
  page,
}) => {
  await page.goto(siteUrl('tours-nz', '/'))
  // The home's featured trips are priced in New Zealand dollars, from the catalogue's NZD prices.
  const prices = page.getByRole('main').getByText(/^NZD\s[\d,]+$/)
  await expect(prices.first()).toBeVisible()
  await expect(page.getByRole('main').getByText(/^A?\$[\d,]+$/)).toHaveCount(0)
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('18 Jervois Road, Ponsonby, Auckland 1011')
  await expect(footer).toContainText('Wayfarer Tours (NZ) Limited. NZBN')
  for (const path of ['/', '/contact-us', '/about-us']) {
    await page.goto(siteUrl('tours-nz', path))
    const text = await page.locator('body').innerText()
    expect(text, path).not.toMatch(/Australian dollars|\bAUD\b|1300 \d{3} \d{3}|\bABN\b/)
  }
  // The Australian site keeps its own.
  await page.goto(siteUrl('tours', '/'))
  await expect(
    page
      .getByRole('main')
      .getByText(/^\$[\d,]+$/)
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('main').getByText(/^NZD\s[\d,]+$/)).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toContainText('Wayfarer Tours Pty Ltd. ABN')
})

// A footer email address reads as one: it stays on one line, from a phone's width up.
for (const width of [320, 390, 1280] as const) {
  test(`at ${width} px every site's footer shows its email address on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    for (const { site } of SITES) {
      await page.goto(siteUrl(site))
      const email = page.getByRole('contentinfo').locator('a[href^="mailto:"]')
      const lines = await email.evaluate((link) => {
        const tops = [...link.getClientRects()].map((rect) => Math.round(rect.top))
        return new Set(tops).size
      })
      expect(lines, `${site}: ${await email.innerText()}`).toBe(1)
    }
  })
}
