import { expect, test } from '@playwright/test'
import { sites } from '@travel/config'
import { fetchOurs, sitemapOf } from './helpers/links'

// Every seeded page has exactly one h1: its first block's heading (the field the block's block.ts
// names as `heading`), or the page's title, visually hidden, when that block shows none.

// The server's HTML is what every page shows first and what search engines read; no part adds
// or removes a heading as it hydrates. Read without a browser: a page's HTML is enough.
test('every page of every site has exactly one h1', async ({ request }) => {
  const wrong: string[] = []
  for (const site of sites) {
    for (const loc of await sitemapOf(request, site.id)) {
      const html = await (await fetchOurs(request, loc)).text()
      // The markup only: not the page's data, which Next puts in a script after it.
      const markup = html.split('<script id="__NEXT_DATA__"')[0]!
      const headings = markup.match(/<h1[\s>]/g) ?? []
      if (headings.length !== 1) wrong.push(`${loc}: ${headings.length} h1`)
    }
  }
  expect(wrong).toEqual([])
})
