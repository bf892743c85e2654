import { expect, type Page } from '@playwright/test'
import { STEPS } from '../../src/forms/tailorMade/model/steps'
import { siteUrl } from './server'

// Moving through the tailor-made wizard as a visitor does, for the specs that drive it.

export const stepHeading = (page: Page, index: number) =>
  page.getByRole('heading', { level: 2, name: STEPS[index]!.heading })

/** The step's number and heading are on screen, and the heading has the focus. */
export async function expectStep(page: Page, number: number) {
  await expect(page.getByText(`${number}/14`, { exact: true })).toBeVisible()
  await expect(stepHeading(page, number - 1)).toBeFocused()
}

// Choices that move the wizard on are clicked, not `check`ed: the control is gone once it has.
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).first().click()

/** A solo trip to `country` on the site's wizard, up to step 3 (the dates). */
export async function startSoloTrip(page: Page, country: string, bed = 'Single bed', site = 'tours') {
  await page.goto(siteUrl(site, '/tailor-made'))
  await page.getByRole('checkbox', { name: country }).check()
  await next(page)
  await page.getByRole('button', { name: 'Solo' }).click()
  await page.getByRole('radio', { name: bed }).click()
  await next(page)
  await expectStep(page, 3)
}

/** Step 3's dates set: where the trip starts and ends, and when (dates as the date fields take them). */
export async function fillDatesSet(
  page: Page,
  dates: { arrivingIn: string; arrival: string; leavingFrom: string; departure: string },
) {
  await page.getByLabel('Arriving in').fill(dates.arrivingIn)
  await page.getByLabel('Arrival date').fill(dates.arrival)
  await page.getByLabel('Leaving from').fill(dates.leavingFrom)
  await page.getByLabel('Departure date').fill(dates.departure)
}

/** Steps 5 to 12 answered briefly (adventure, water sports, fast, premium, train): on to step 13. */
export async function answerFocusToBudget(page: Page) {
  await expectStep(page, 5)
  await page.getByRole('button', { name: 'Adventure' }).click()
  await page.getByRole('checkbox', { name: 'Water sports', exact: true }).check()
  await next(page)
  await page.getByRole('button', { name: /^Fast/ }).click()
  await page.getByRole('button', { name: /^Premium/ }).click()
  await expectStep(page, 9)
  await page.getByRole('checkbox', { name: /^Train/ }).check()
  await next(page)
  for (const step of [10, 11, 12]) {
    await expectStep(page, step)
    await next(page)
  }
  await expectStep(page, 13)
}
