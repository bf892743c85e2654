import { expect, test } from '@playwright/test'
import { crawlSites } from './helpers/links'

// Issue 29: no dead ends. Every page of every site's sitemap, and every link of ours on them
// (internal, and across to the other sites), answers 200, or a permanent redirect to a 200; every
// link to a booking site (product pages, the sandbox standing in for it) answers 200. A dead link
// fails the test with the page it is on.

test('every link on every page of every site leads to a page', async ({ request }) => {
  test.setTimeout(240_000)
  const { pages, links, bookingLinks, dead } = await crawlSites(request)
  expect(pages.length).toBeGreaterThan(50)
  expect(links).toBeGreaterThan(100)
  // The destination pages' Book Now and See More links, at least.
  expect(bookingLinks).toBeGreaterThan(10)
  const report = dead.map(({ page, link, status }) => `${status}  ${link}  (on ${page})`)
  expect(report, 'links that do not land').toEqual([])
})
