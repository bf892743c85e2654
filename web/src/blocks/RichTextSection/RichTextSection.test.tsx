import { within } from '@testing-library/react'
import { renderBlocks } from '@/testing/renderBlocks'
import { seedBlock, seedSettings } from '@/testing/seedContent'

/**
 * The seed's legal pages as each site shows them: the company, its business number, the
 * governing law and the privacy act come from the site's settings (`siteFact`), as its footer's
 * legal line does, and a brand with sites in two markets has one text per market.
 */
async function legalText(siteId: string, brand: string, slug: string): Promise<string> {
  const settings = await seedSettings(brand)
  const { container, unmount } = renderBlocks(
    [await seedBlock(brand, slug, 'richTextSection', { site: siteId })],
    siteId,
    settings,
  )
  await within(container).findByRole('heading', { level: 1 })
  const text = container.textContent ?? ''
  unmount()
  return text
}

describe('the legal pages’ text', () => {
  it('names the New Zealand company and New Zealand law in the NZ privacy policy, never the Australian act', async () => {
    const text = await legalText('tours-nz', 'tours', 'privacy-policy')
    expect(text).toContain('This policy explains how Wayfarer Tours (NZ) Limited (NZBN 9429047718265;')
    expect(text).toContain('We are bound by the Privacy Act 2020 (NZ) and the information privacy principles')
    expect(text).toContain('the Office of the Privacy Commissioner')
    expect(text).toContain('Privacy Officer, Wayfarer Tours (NZ) Limited')
    expect(text).not.toMatch(
      /1988|Cth|Australian Privacy Principles|Australian Information Commissioner|Pty Ltd|ABN/,
    )
  })

  it('names the Australian company and act in the Australian privacy policy', async () => {
    const text = await legalText('tours', 'tours', 'privacy-policy')
    expect(text).toContain('This policy explains how Wayfarer Tours Pty Ltd (ABN 13 054 110 254;')
    expect(text).toContain('We are bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles')
    expect(text).not.toMatch(/Privacy Act 2020|NZBN|\(NZ\) Limited/)
  })

  it('governs the terms by the law of the state of each brand’s office, and of New Zealand on the NZ site', async () => {
    expect(await legalText('tours', 'tours', 'terms-conditions')).toContain(
      'These terms are governed by the law of Victoria, Australia, and you and we submit to the courts of Victoria, Australia.',
    )
    const nz = await legalText('tours-nz', 'tours', 'terms-conditions')
    expect(nz).toContain(
      'These terms are governed by the law of New Zealand, and you and we submit to the courts of New Zealand.',
    )
    expect(nz).toContain('the Consumer Guarantees Act 1993')
    expect(nz).not.toMatch(/New South Wales|Victoria|Australian Consumer Law|Smartraveller/)
    expect(await legalText('rail', 'rail', 'terms-conditions')).toContain(
      'governed by the law of South Australia, Australia',
    )
  })

  it('leaves the placeholder notice to the page: no text of its own says it', async () => {
    expect(await legalText('golf', 'golf', 'terms-conditions')).not.toMatch(/Placeholder text/)
  })
})
