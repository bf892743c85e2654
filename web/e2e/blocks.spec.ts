import { expect, test, type Page } from '@playwright/test'
import { siteUrl } from './helpers/server'

/** The text of every script the page loads until the network is quiet, before any interaction. */
async function scriptsOf(page: Page, url: string): Promise<string> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.text())
  })
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  return (await Promise.all(bodies)).join('\n')
}

// Each island or page block's own styles, minified as its chunk carries them (ContactSection.tsx,
// TailorMadeWizardBlock.tsx): the code of a block is in the page's scripts exactly when one is.
const CONTACT_SECTION_CODE = 'minmax(16rem,1fr) 2fr'
const WIZARD_BLOCK_CODE = 'max-width:56rem'

test.describe('island and page blocks load their code only on the pages that have them', () => {
  test('a content page loads neither the contact section nor the wizard block', async ({ page }) => {
    const scripts = await scriptsOf(page, siteUrl('tours', '/about-us'))
    expect(scripts).not.toContain(CONTACT_SECTION_CODE)
    expect(scripts).not.toContain(WIZARD_BLOCK_CODE)
  })

  test('the contact page loads the contact section, and no wizard', async ({ page }) => {
    const scripts = await scriptsOf(page, siteUrl('tours', '/contact-us'))
    expect(scripts).toContain(CONTACT_SECTION_CODE)
    expect(scripts).not.toContain(WIZARD_BLOCK_CODE)
  })

  test('the wizard page loads the wizard block, and no contact section', async ({ page }) => {
    const scripts = await scriptsOf(page, siteUrl('tours', '/tailor-made'))
    expect(scripts).toContain(WIZARD_BLOCK_CODE)
    expect(scripts).not.toContain(CONTACT_SECTION_CODE)
  })
})
