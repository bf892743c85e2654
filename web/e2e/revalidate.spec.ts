import { expect, test, type Page } from '@playwright/test'
import { editDocument } from './helpers/dataset'
import { E2E_PORT, siteUrl } from './helpers/server'
import { sendWebhook } from './helpers/webhook'
import { inlineScripts } from './helpers/html'
import { headingOf, homeOf, pagesOf, settingsOf } from './helpers/seed'

const revalidateUrl = `http://localhost:${E2E_PORT}/api/revalidate`

/**
 * A rail page no other test opens: not home, not about-us, not the two header links the navigation
 * test follows (sites.spec.ts), and no form on it. Named, so that the seed's order cannot move it
 * onto a page another test opens at the same time.
 */
const followed = (settingsOf('rail').headerNavigation ?? [])
  .flatMap((item) => (item.internalLink && item.reference ? [item.reference._ref] : []))
  .filter((id) => id !== homeOf('rail')._id)
  .slice(0, 2)
const target = pagesOf('rail').find((candidate) => candidate._id === 'page-rail-travelling-by-rail')
if (
  !target ||
  followed.includes(target._id) ||
  target.blocks?.some((block) => block._type !== 'richTextSection' && block._type !== 'imageWithText')
)
  throw new Error('The rail brand needs a page that no other test opens')
const pageId = target._id
const slug = target.slug.current

/** Loads the page until Next serves it fresh (not a stale copy being regenerated). */
async function openFresh(page: Page, url: string) {
  await expect
    .poll(async () => (await page.goto(url))?.headers()['x-nextjs-cache'], { timeout: 20_000 })
    .not.toBe('STALE')
}

function editHeading(newHeading: string | undefined) {
  editDocument(pageId, (doc) => {
    ;(doc as unknown as { blocks: { title?: string }[] }).blocks[0]!.title = newHeading
    return doc
  })
}

const change = { _id: pageId, _type: 'page', brand: 'rail', slug }

// The seed's heading back, and the page rendered again with it: a second run in the same server
// (`--repeat-each`, a retry) starts where the first did.
test.afterEach(async ({ request }) => {
  editHeading(target.blocks?.[0]?.title)
  expect((await sendWebhook(request, change)).status()).toBe(200)
})

test('after the content changes, only a signed webhook call makes the new text appear', async ({
  page,
  request,
}) => {
  const url = siteUrl('rail', `/${slug}`)
  const before = headingOf(target)
  await openFresh(page, url)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(before)

  const after = `Rail journeys, freshly revised ${Date.now()}`
  editHeading(after)

  const unsigned = await request.post(revalidateUrl, {
    data: JSON.stringify(change),
    headers: { 'content-type': 'application/json' },
  })
  expect(unsigned.status()).toBe(401)
  const forged = await sendWebhook(request, change, { secret: 'guess' })
  expect(forged.status()).toBe(401)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(before)

  // As Sanity sends it: answered at once, the pages it names rendered again after the answer.
  const signed = await sendWebhook(request, change, { waitSeconds: 0 })
  expect(signed.status()).toBe(202)
  expect((await signed.json()).revalidating).toContain(`/_sites/rail/${slug}`)
  let rerendered: string | undefined
  await expect
    .poll(
      async () => {
        rerendered = await (await page.reload())?.text()
        return page.getByRole('heading', { level: 1 }).textContent()
      },
      { timeout: 20_000 },
    )
    .toBe(after)
  // Rendered at run time, not at build: still nothing the Content-Security-Policy would block.
  expect(inlineScripts(rerendered ?? '')).toEqual([])
})
