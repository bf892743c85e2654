import { expect, test, type Page } from '@playwright/test'
import { siteUrl } from './helpers/server'

// Issue 29: every site has a privacy policy and terms & conditions, linked from its footer (site
// settings name the pages) and from the forms whose terms a visitor accepts. Issue 46: each names
// the site's own company and law, from the settings its footer reads, and says it is a
// placeholder until an editor marks it approved by legal (the seed's are not).

const PHONE = { width: 390, height: 844 }

async function expectLegalPage(page: Page, heading: string, brandName: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  await expect(page.getByText(/^Placeholder text\./)).toBeVisible()
  await expect(page.getByRole('main')).toContainText(brandName)
}

const footerLegalLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' }).getByRole('link', { name })

for (const { site, brandName } of [
  { site: 'tours-nz', brandName: 'Wayfarer Tours' },
  { site: 'cruises', brandName: 'Tidewater Cruises' },
  { site: 'rail', brandName: 'Silver Line Rail Journeys' },
]) {
  test(`${site}: the footer's privacy and terms links lead to the brand's pages`, async ({ page }) => {
    await page.goto(siteUrl(site, '/'))
    await footerLegalLink(page, 'Privacy policy').click()
    await expect(page).toHaveURL(siteUrl(site, '/privacy-policy'))
    await expectLegalPage(page, 'Privacy policy', brandName)

    await footerLegalLink(page, 'Terms & conditions').click()
    await expect(page).toHaveURL(siteUrl(site, '/terms-conditions'))
    await expectLegalPage(page, 'Terms & conditions', brandName)
  })
}

for (const { site, path, brandName } of [
  { site: 'golf', path: '/agent-acceptance', brandName: 'Fairway Golf Journeys' },
  { site: 'rail', path: '/famil-registration', brandName: 'Silver Line Rail Journeys' },
  { site: 'tours', path: '/virtuoso-agents-vietnam', brandName: 'Wayfarer Tours' },
]) {
  test(`${site}: the ${path.slice(1)} form's terms link opens the terms in a new tab`, async ({ page }) => {
    await page.goto(siteUrl(site, path))
    const link = page.getByRole('link', { name: /Read the terms and conditions/ })
    await expect(link).toHaveAttribute('href', '/terms-conditions')
    await expect(link).toHaveAttribute('target', '_blank')
    const [terms] = await Promise.all([page.waitForEvent('popup'), link.click()])
    await expect(terms).toHaveURL(siteUrl(site, '/terms-conditions'))
    await expectLegalPage(terms, 'Terms & conditions', brandName)
  })
}

test('each Wayfarer site’s legal text names its own company and law, as its footer does', async ({
  page,
}) => {
  const main = page.getByRole('main')
  await page.goto(siteUrl('tours-nz', '/privacy-policy'))
  await expect(main).toContainText(
    'This policy explains how Wayfarer Tours (NZ) Limited (NZBN 9429047718265;',
  )
  await expect(main).toContainText('We are bound by the Privacy Act 2020 (NZ)')
  await expect(main).not.toContainText(/1988|Australian Privacy Principles/)
  await expect(page.getByRole('note')).toContainText(
    'Wayfarer Tours (NZ) Limited’s lawyers have not yet approved',
  )
  await expect(page.getByRole('contentinfo')).toContainText(
    'Wayfarer Tours (NZ) Limited. NZBN 9429047718265.',
  )

  await page.goto(siteUrl('tours', '/terms-conditions'))
  await expect(main).toContainText('These terms are governed by the law of Victoria, Australia')
  await expect(main).not.toContainText('New South Wales')
  await expect(page.getByRole('note')).toContainText('Wayfarer Tours Pty Ltd’s lawyers have not yet approved')

  // The notice is the legal pages' alone.
  await page.goto(siteUrl('tours', '/about-us'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(/^Placeholder text\./)).toHaveCount(0)
})

test('a legal page fits a phone: nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize(PHONE)
  for (const path of ['/privacy-policy', '/terms-conditions']) {
    await page.goto(siteUrl('golf', path))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true)
  }
})
