import { expect, test } from '@playwright/test'
import { sites } from '@travel/config'
import { sitemapOf } from './helpers/links'
import { siteUrl } from './helpers/server'

// Every seeded page has exactly one h1: its first block's heading (the field the block's block.ts
// names as `heading`), or the page's title, visually hidden, when that block shows none.

test.use({ trace: 'off' })

test('every page of every site has exactly one h1', async ({ page, request }) => {
  test.setTimeout(240_000)
  const wrong: string[] = []
  for (const site of sites) {
    for (const loc of await sitemapOf(request, site.id)) {
      const url = siteUrl(site.id, new URL(loc).pathname)
      await page.goto(url, { waitUntil: 'domcontentloaded' })
      const headings = await page.locator('h1').allInnerTexts()
      if (headings.length !== 1) wrong.push(`${url}: ${headings.length} h1 (${headings.join(' | ')})`)
    }
  }
  expect(wrong).toEqual([])
})
