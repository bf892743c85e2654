import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { editDocument, restoreDocument } from './helpers/dataset'
import { requestAs } from './helpers/http'
import { previewLink } from './helpers/preview'
import { E2E_DATASET_PATH, siteUrl } from './helpers/server'
import { sendWebhook } from './helpers/webhook'

/**
 * Pages with publish windows (issue 47 §4): a page shows from “Available from” until “Available
 * until”, and the links to it go with it, with nobody publishing; “View as of” shows a scheduled
 * page at its moment. Each test adds pages of its own (noindex, so no crawl of the sitemap meets
 * them) and takes them away after.
 */

type Doc = Record<string, unknown> & { _id: string }

/** A tours page of the served dataset with a button (its first block's), as a model. */
function modelPage(): Doc {
  const line = readFileSync(E2E_DATASET_PATH, 'utf8')
    .split('\n')
    .find((each) => each.includes('"_id":"page-tours-small-group-tours"'))!
  return JSON.parse(line) as Doc
}

type Block = { _key: string; button?: { label: string; reference: { _ref: string } } }

/** A page at /{slug} with the model's blocks, its button leading to `linksTo` (if given). */
function pageDoc(
  id: string,
  slug: string,
  title: string,
  extra: object,
  linksTo?: { id: string; label: string },
): Doc {
  const model = modelPage()
  const blocks = (model.blocks as Block[]).map((block) =>
    block.button && linksTo
      ? {
          ...block,
          button: {
            ...block.button,
            label: linksTo.label,
            reference: { _type: 'reference', _ref: linksTo.id },
          },
        }
      : block,
  )
  return {
    ...model,
    _id: id,
    title,
    slug: { _type: 'slug', current: slug },
    seo: { noIndex: true },
    blocks,
    ...extra,
  }
}

async function published(request: APIRequestContext, id: string, slug: string) {
  const answer = await sendWebhook(request, { _id: id, _type: 'page', brand: 'tours', slug })
  expect(answer.status()).toBe(200)
}

test('a page past its window answers 404 after the revalidation its end schedules, and the button that led to it is gone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const ending = { id: `page-tours-e2e-ending-${stamp}`, slug: `e2e-ending-${stamp}` }
  const linking = { id: `page-tours-e2e-linking-${stamp}`, slug: `e2e-linking-${stamp}` }
  const label = 'Our flash sale, today only'
  // The server's clock is the machine's: the window ends a little from now (time enough to see
  // both pages before it).
  const until = Date.now() + 30_000
  restoreDocument(
    pageDoc(ending.id, ending.slug, 'Flash sale', { availableUntil: new Date(until).toISOString() }),
  )
  restoreDocument(pageDoc(linking.id, linking.slug, 'About the sale', {}, { id: ending.id, label }))
  try {
    await published(request, ending.id, ending.slug)
    await published(request, linking.id, linking.slug)
    await page.goto(siteUrl('tours', `/${linking.slug}`))
    const button = page.getByRole('link', { name: label })
    await expect(button).toHaveAttribute('href', `/${ending.slug}`)
    expect((await requestAs('tours.localhost', `/${ending.slug}`)).status).toBe(200)
    expect(Date.now()).toBeLessThan(until)

    // Nobody publishes: the page is gone at its end, and so is the button on the other page.
    await expect
      .poll(async () => (await requestAs('tours.localhost', `/${ending.slug}`)).status, {
        timeout: 45_000,
        intervals: [1_000],
      })
      .toBe(404)
    expect(Date.now()).toBeGreaterThanOrEqual(until)
    await expect
      .poll(
        async () => {
          await page.goto(siteUrl('tours', `/${linking.slug}`))
          return page.getByRole('link', { name: label }).count()
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBe(0)
    // The rest of the block is still there.
    await expect(page.getByRole('heading', { name: 'Small enough to be invited in' })).toBeVisible()
  } finally {
    editDocument(ending.id, () => null)
    editDocument(linking.id, () => null)
    await published(request, ending.id, ending.slug)
    await published(request, linking.id, linking.slug)
  }
})

test('a page scheduled for later answers 404 to visitors, and shows in “View as of” at its moment', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now()
  const scheduled = { id: `page-tours-e2e-scheduled-${stamp}`, slug: `e2e-scheduled-${stamp}` }
  restoreDocument(
    pageDoc(scheduled.id, scheduled.slug, 'Spring 2027 sale', { availableFrom: '2027-09-01T00:00:00.000Z' }),
  )
  try {
    await published(request, scheduled.id, scheduled.slug)
    expect((await requestAs('tours.localhost', `/${scheduled.slug}`)).status).toBe(404)
    const visitor = await browser.newPage()
    const answer = await visitor.goto(siteUrl('tours', `/${scheduled.slug}?at=2027-09-02T09:00`))
    expect(answer?.status()).toBe(404)
    await visitor.close()

    // In draft preview, as of a moment in its window (Sydney time), it shows.
    await page.goto(previewLink('tours', '/'))
    const shown = await page.goto(siteUrl('tours', `/${scheduled.slug}?at=2027-09-02T09:00`))
    expect(shown?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Small enough to be invited in' })).toBeVisible()
    // As of a moment before it, it does not.
    const before = await page.goto(siteUrl('tours', `/${scheduled.slug}?at=2027-08-31T09:00`))
    expect(before?.status()).toBe(404)
  } finally {
    editDocument(scheduled.id, () => null)
    await published(request, scheduled.id, scheduled.slug)
  }
})
