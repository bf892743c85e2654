import { expect, test, type Page } from '@playwright/test'
import { INTERACTIONS } from '../../scripts/bench/interactions.mjs'
import { inDays } from './helpers/dates'
import { headerLinksLive } from './helpers/layoutShifts'
import { pageTypes } from './helpers/pageTypes'
import { siteUrl } from './helpers/server'
import { expectStep, fillDatesSet, next, startSoloTrip } from './helpers/tailorMade'

/**
 * The server's style rules stay where it wrote them (theme/serverStyles.ts): the browser does not
 * restyle every element of the page once its scripts run, nor at a visitor's first taps.
 */
const SERVER_STYLES = 'style[data-server-styles]'

/** Counts the rules scripts add to the page's style sheets, from the page's start. */
async function countInsertedRules(page: Page) {
  await page.addInitScript(() => {
    const counter = { rules: 0 }
    Object.assign(window, { insertedRules: counter })
    const insertRule = CSSStyleSheet.prototype.insertRule
    CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
      counter.rules += 1
      return insertRule.call(this, rule, index)
    }
  })
}

const insertedRules = (page: Page) =>
  page.evaluate(() => (window as unknown as { insertedRules: { rules: number } }).insertedRules.rules)

/** The computed styles a visitor sees of the page's body, header, first heading and footer. */
const visibleStyles = (page: Page) =>
  page.evaluate(() =>
    ['body', 'header', 'header a', 'h1', 'footer', 'footer a'].map((selector) => {
      const element = document.querySelector(selector)
      if (!element) return `${selector}: none`
      const { fontFamily, fontSize, color, backgroundColor, margin, padding } = getComputedStyle(element)
      return `${selector}: ${fontFamily} ${fontSize} ${color} ${backgroundColor} ${margin} ${padding}`
    }),
  )

test("every page type hydrates without a style rule added or the server's moved", async ({ page }) => {
  await countInsertedRules(page)
  for (const { name, url } of pageTypes) {
    await page.goto(url, { waitUntil: 'networkidle' })
    await headerLinksLive(page)
    await expect(page.locator(SERVER_STYLES), name).toHaveCount(1)
    expect(await insertedRules(page), name).toBe(0)
    // The global rules (theme/GlobalStyle.ts) are the server's alone.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin), name).toBe('0px')
  }
})

// The taps the bench times (scripts/bench/interactions.mjs) add rules only of their own.
for (const { name, site, path, viewport, act } of INTERACTIONS) {
  test(`${name}: the server's style rules stay, and every style the page had`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto(siteUrl(site, path), { waitUntil: 'networkidle' })
    await headerLinksLive(page)
    const before = await visibleStyles(page)
    await act(page)
    await expect(page.locator(SERVER_STYLES)).toHaveCount(1)
    expect(await visibleStyles(page)).toEqual(before)
  })
}

// A wide field first shown at a tap: its width is a rule on an attribute (ui/Field.tsx), not a new
// class of a component the server rendered (which would hand the rules over).
test("the wizard's Add a place shows a wide field, and the server's style rules stay", async ({ page }) => {
  await startSoloTrip(page, 'Italy')
  await page.getByRole('button', { name: 'I have dates set' }).click()
  await fillDatesSet(page, {
    arrivingIn: 'Rome',
    arrival: inDays(30),
    leavingFrom: 'Venice',
    departure: inDays(39),
  })
  await next(page)
  await expectStep(page, 4)
  await page.getByRole('button', { name: 'Add a place' }).click()
  const fieldColumn = (label: string) =>
    page
      .getByLabel(label, { exact: true })
      .evaluate((control) => getComputedStyle(control.parentElement!).gridColumn)
  await expect.poll(() => fieldColumn('Note')).toBe('1 / -1')
  expect(await fieldColumn('Nights')).toBe('auto')
  await expect(page.locator(SERVER_STYLES)).toHaveCount(1)
})
