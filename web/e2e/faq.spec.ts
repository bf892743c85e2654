import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { BLOCK_CODE } from './helpers/blockCode'
import { readDataset } from './helpers/seed'
import { collectScripts } from './helpers/scripts'
import { E2E_PORT, siteUrl } from './helpers/server'

// Spec 01 §2, §3, §5: the FAQ on the rail site's /faq (seed: page-rail-faq and its FAQ tags).
type TagDoc = { _id: string; tag: string; faqs: { question: string }[] }
const dataset = readDataset()
const faqPage = dataset.find((doc) => doc._id === 'page-rail-faq') as unknown as {
  blocks: { _type: string; title: string; tags: { _ref: string }[] }[]
}
const faqBlock = faqPage.blocks.find((block) => block._type === 'faq')!
const tags = faqBlock.tags.map((ref) => dataset.find((doc) => doc._id === ref._ref) as unknown as TagDoc)
const questions = tags.flatMap((tag) => tag.faqs.map((item) => item.question))
const FAQ_URL = siteUrl('rail', '/faq')

const faqOf = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: faqBlock.title }) })
/** A tag of the accordion, by its summary: the tag's name, then its count in brackets. */
const tagOf = (page: Page, tag: string) =>
  faqOf(page).locator('details', {
    has: page.locator('summary', { hasText: new RegExp(`^${tag} \\(|^${tag}\\(`) }),
  })

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

test('the server HTML holds every question, and the page describes them as a schema.org FAQPage', async ({
  request,
}) => {
  expect(questions.length).toBeGreaterThanOrEqual(12)
  expect(tags.length).toBeGreaterThanOrEqual(3)
  // As a crawler asks for it, by the site's host.
  const html = await (
    await request.get(`http://localhost:${E2E_PORT}/faq`, { headers: { host: 'rail.localhost' } })
  ).text()
  for (const question of questions) expect(html).toContain(question)
  const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string; mainEntity?: { name: string }[] },
  )
  const faq = data.find((item) => item['@type'] === 'FAQPage')
  expect(faq?.mainEntity?.map((item) => item.name)).toEqual(questions)
})

for (const width of [390, 1280]) {
  test(`at ${width} px the search filters each tag's questions and says where none match`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(FAQ_URL)
    await expect(page.getByRole('heading', { level: 1, name: faqBlock.title })).toBeVisible()
    // The first tag is open; its questions show.
    await expect(faqOf(page).getByRole('heading', { name: tags[0]!.faqs[0]!.question })).toBeVisible()

    const search = page.getByRole('searchbox', { name: 'Search the questions' })
    await search.fill('LuGGage')
    const luggage = tagOf(page, 'Luggage')
    await expect(luggage.getByRole('heading')).toHaveText([
      'How much luggage can I bring on board?',
      'Can my luggage be sent ahead to the next hotel?',
    ])
    for (const tag of tags.filter((each) => each.tag !== 'Luggage')) {
      await expect(tagOf(page, tag.tag).getByText('No results found!')).toBeVisible()
      await expect(tagOf(page, tag.tag).getByRole('heading')).toHaveCount(0)
    }
    await expect(faqOf(page).getByRole('status')).toHaveText('2 questions found for “LuGGage”')
    expect(await axeViolations(page)).toEqual([])

    await search.fill('')
    await expect(faqOf(page).getByText('No results found!')).toHaveCount(0)
    await expect(faqOf(page).getByRole('heading', { level: 2 })).toHaveCount(questions.length)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true)
  })
}

test('the tags open and close by keyboard', async ({ page }) => {
  await page.goto(FAQ_URL)
  const onBoard = tagOf(page, 'On board')
  const summary = onBoard.locator('summary')
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(onBoard).toHaveAttribute('open', '')
  await expect(onBoard.getByRole('heading', { name: 'Is there wifi on board?' })).toBeVisible()
  await page.keyboard.press('Space')
  await expect(onBoard).not.toHaveAttribute('open')
})

test('what is typed before the search has loaded is searched for', async ({ page }) => {
  await page.goto(FAQ_URL)
  await page.getByRole('searchbox', { name: 'Search the questions' }).pressSequentially('wifi')
  await expect(faqOf(page).getByRole('heading', { level: 2 })).toHaveText(['Is there wifi on board?'])
})

test("the FAQ's code loads only with its page, and its search's only once the visitor reaches for it", async ({
  page,
}) => {
  const loaded = collectScripts(page)
  await page.goto(FAQ_URL)
  await page.waitForLoadState('networkidle')
  await expect.poll(loaded).toContain(BLOCK_CODE.faq)
  expect(await loaded()).not.toContain(BLOCK_CODE.faqSearch)
  expect(await loaded()).not.toContain(BLOCK_CODE.timelinePanels)
  await page.getByRole('searchbox', { name: 'Search the questions' }).focus()
  await expect.poll(loaded).toContain(BLOCK_CODE.faqSearch)
})

for (const path of ['/about-us', '/our-story', '/']) {
  test(`the rail page ${path} has no FAQ, and loads none of its code`, async ({ page }) => {
    const loaded = collectScripts(page)
    await page.goto(siteUrl('rail', path))
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 10_000)
    await page.waitForLoadState('networkidle')
    expect(await loaded()).not.toContain(BLOCK_CODE.faq)
    expect(await loaded()).not.toContain(BLOCK_CODE.faqSearch)
  })
}

test('the rail navigation leads to the FAQ', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('rail'))
  await page.getByRole('banner').getByRole('link', { name: 'FAQs' }).click()
  await expect(page).toHaveURL(FAQ_URL)
  await expect(page.getByRole('heading', { level: 1, name: faqBlock.title })).toBeVisible()
})

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false })

  test('every answer is still there, and the tags still open and close', async ({ page }) => {
    await page.goto(FAQ_URL)
    const luggage = tagOf(page, 'Luggage')
    await expect(luggage).not.toHaveAttribute('open')
    await luggage.locator('summary').click()
    await expect(luggage).toHaveAttribute('open', '')
    await expect(luggage.getByRole('heading', { name: 'Can I bring my bike on the train?' })).toBeVisible()
  })
})
