import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { BLOCK_CODE } from './helpers/blockCode'
import { isHydrated, recordLayoutShifts, shiftsInside } from './helpers/layoutShifts'
import { pageById } from './helpers/seed'
import { collectScripts } from './helpers/scripts'
import { siteUrl } from './helpers/server'

// Spec 01 §2, §4, §9: the about company block and the journey timeline on the rail site's
// /our-story (seed: page-rail-our-story).
type PanelDoc = { time: string; title: string; description: string }
const story = pageById('page-rail-our-story') as unknown as {
  blocks: { _type: string; title: string; subtitle?: string; panels?: PanelDoc[] }[]
}
const about = story.blocks.find((block) => block._type === 'aboutCompany')!
const timeline = story.blocks.find((block) => block._type === 'journeyTimeline')!
const panels = timeline.panels!
const STORY_URL = siteUrl('rail', '/our-story')
const LINES = 6
const OFFSET = 80

const sectionOf = (page: Page, title: string) =>
  page.locator('main section', { has: page.getByRole('heading', { name: title, exact: true }) })

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** The clamped box of the about text, and the height of one of its lines. */
async function aboutText(page: Page): Promise<{ box: Locator; lineHeight: number }> {
  const first = sectionOf(page, about.title).getByText('Silver Line began in 2002', { exact: false })
  const box = sectionOf(page, about.title).locator('input[type="checkbox"] + div')
  const lineHeight = await first.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight))
  return { box, lineHeight }
}

/** Where the window's top must come to: the section's top in the page, less the offset. */
const scrollTarget = (section: Locator) =>
  section.evaluate((element, offset) => element.getBoundingClientRect().top + window.scrollY - offset, OFFSET)

test.describe('the about company block', () => {
  test('at 390 px its text is six lines until Read more; Read less folds it and scrolls back to 80 px above the block', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(STORY_URL)
    const section = sectionOf(page, about.title)
    await expect(section.getByRole('heading', { level: 2, name: about.title })).toBeVisible()
    await expect(section.getByText(about.subtitle!, { exact: true })).toBeVisible()
    await expect(section.getByRole('img')).toHaveCount(3)
    await expect(section.getByRole('link', { name: 'Browse the journeys' })).toHaveAttribute(
      'href',
      '/the-journeys',
    )

    const { box, lineHeight } = await aboutText(page)
    const clamped = (await box.boundingBox())!.height
    expect(Math.round(clamped / lineHeight)).toBe(LINES)
    const toggle = section.getByRole('checkbox')
    await expect(toggle).toHaveAccessibleName('Read more')
    await section.getByText('Read more', { exact: true }).click()
    await expect(toggle).toBeChecked()
    await expect(toggle).toHaveAccessibleName('Read less')
    expect((await box.boundingBox())!.height).toBeGreaterThan(clamped + 2 * lineHeight)
    expect(await axeViolations(page)).toEqual([])

    // Folding, from further down the page, brings the block's top back to 80 px below the window's.
    await expect.poll(() => isHydrated(toggle)).toBe(true)
    await section.getByText('Read less', { exact: true }).scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 300)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await section.getByText('Read less', { exact: true }).click()
    await expect(toggle).not.toBeChecked()
    const target = await scrollTarget(section)
    expect(target).toBeGreaterThan(0)
    // Smoothly: the position settles there, the block's top 80 px below the window's.
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - target), { timeout: 5000 })
      .toBeLessThanOrEqual(1)
    expect(await section.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(OFFSET)
    expect(Math.round((await box.boundingBox())!.height / lineHeight)).toBe(LINES)
  })

  test('under reduced motion, folding the text scrolls back at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(STORY_URL)
    const section = sectionOf(page, about.title)
    const toggle = section.getByRole('checkbox')
    // By keyboard: the checkbox takes focus, Space unfolds and folds.
    await toggle.focus()
    await expect.poll(() => isHydrated(toggle)).toBe(true)
    await page.keyboard.press('Space')
    await expect(toggle).toBeChecked()
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }))
    await page.keyboard.press('Space')
    await expect(toggle).not.toBeChecked()
    // At once: the very next frame is already there.
    const top = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))),
    )
    expect(Math.abs(top - (await scrollTarget(section)))).toBeLessThanOrEqual(1)
  })

  test('at 1280 px its text shows in full, with no toggle', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(STORY_URL)
    const section = sectionOf(page, about.title)
    const { box, lineHeight } = await aboutText(page)
    await expect(section.getByText('Read more', { exact: true })).toBeHidden()
    await expect(section.getByRole('checkbox')).toBeHidden()
    expect((await box.boundingBox())!.height).toBeGreaterThan((LINES + 1) * lineHeight)
    await expect(section.getByText('Today our team of 22', { exact: false })).toBeVisible()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true)
  })
})

test.describe('the journey timeline', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px the last panel is open at first, and a click makes another the single open one`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await recordLayoutShifts(page)
      await page.goto(STORY_URL)
      const section = sectionOf(page, timeline.title)
      await section.scrollIntoViewIfNeeded()
      const buttons = section.getByRole('button')
      await expect(buttons).toHaveText(panels.map((panel) => `${panel.time}${panel.title}`))
      const last = buttons.last()
      await expect(last).toHaveAttribute('aria-expanded', 'true')
      await expect(section.getByText(panels.at(-1)!.description)).toBeVisible()
      // It hydrates as it comes into view, moving nothing.
      await expect.poll(() => isHydrated(last)).toBe(true)
      expect(await shiftsInside(section)).toBe(0)

      await buttons.first().click()
      await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true')
      await expect(section.getByRole('button', { expanded: true })).toHaveCount(1)
      await expect(section.getByText(panels[0]!.description)).toBeVisible()
      await expect(section.getByText(panels.at(-1)!.description)).toBeHidden()
      expect(await axeViolations(page)).toEqual([])
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true)
    })
  }

  test('works by keyboard: Tab reaches the buttons, arrows move between them, Enter and Space open', async ({
    page,
  }) => {
    await page.goto(STORY_URL)
    const section = sectionOf(page, timeline.title)
    const buttons = section.getByRole('button')
    await buttons.last().focus()
    await expect.poll(() => isHydrated(buttons.last())).toBe(true)
    await page.keyboard.press('Home')
    await expect(buttons.first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true')
    await expect(buttons.last()).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('ArrowDown')
    await expect(buttons.nth(1)).toBeFocused()
    await page.keyboard.press('Space')
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(section.getByRole('button', { expanded: true })).toHaveCount(1)
    // Tab moves on through the buttons (the seed's panels hold no links).
    await page.keyboard.press('Tab')
    await expect(buttons.nth(2)).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(buttons.nth(1)).toBeFocused()
  })

  test("the timeline's panels load only as it comes into view, and on no page without it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const loaded = collectScripts(page)
    await page.goto(STORY_URL)
    await page.waitForLoadState('networkidle')
    await expect.poll(loaded).toContain(BLOCK_CODE.journeyTimeline)
    await expect.poll(loaded).toContain(BLOCK_CODE.aboutCompany)
    expect(await loaded()).not.toContain(BLOCK_CODE.timelinePanels)
    await sectionOf(page, timeline.title).scrollIntoViewIfNeeded()
    await expect.poll(loaded).toContain(BLOCK_CODE.timelinePanels)
    expect(await loaded()).not.toContain(BLOCK_CODE.faq)
  })

  for (const path of ['/about-us', '/faq']) {
    test(`the rail page ${path} loads neither the timeline's nor the about block's code`, async ({
      page,
    }) => {
      const loaded = collectScripts(page)
      await page.goto(siteUrl('rail', path))
      await page.mouse.wheel(0, 10_000)
      await page.waitForLoadState('networkidle')
      expect(await loaded()).not.toContain(BLOCK_CODE.journeyTimeline)
      expect(await loaded()).not.toContain(BLOCK_CODE.timelinePanels)
      expect(await loaded()).not.toContain(BLOCK_CODE.aboutCompany)
    })
  }
})

test('the rail navigation leads to our story', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('rail'))
  await page.getByRole('banner').getByRole('link', { name: 'Our story' }).click()
  await expect(page).toHaveURL(STORY_URL)
  await expect(page.getByRole('heading', { level: 2, name: about.title })).toBeVisible()
})
