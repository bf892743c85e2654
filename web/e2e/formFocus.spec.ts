import { expect, test, type Page } from '@playwright/test'
import { siteUrl } from './helpers/server'
import { answerFocusToBudget, next, startSoloTrip } from './helpers/tailorMade'

// Issue 30 §4: at 390 px a refused send or Next moves the focus to the first refused field and
// brings it into view, in every kind of form: nothing seems to happen otherwise.

test.use({ viewport: { width: 390, height: 844 } })

/** The focused element's accessible id and whether it says it is invalid, and whether it is on screen. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    const box = element?.getBoundingClientRect()
    return {
      id: element?.id ?? '',
      invalid: element?.getAttribute('aria-invalid') === 'true',
      inView: Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0),
    }
  })
}

/** The first control marked invalid in the form of `submitName`, in document order. */
const firstInvalidId = (page: Page) =>
  page.evaluate(() => document.querySelector('[aria-invalid="true"], [data-invalid] input')?.id ?? '')

async function expectFirstInvalidFocusedInView(page: Page) {
  await expect.poll(async () => (await focused(page)).id).not.toBe('')
  const first = await firstInvalidId(page)
  await expect.poll(async () => (await focused(page)).id).toBe(first)
  // A smooth scroll takes a moment.
  await expect.poll(async () => (await focused(page)).inView).toBe(true)
}

test('the wizard: a refused Next on step 1 focuses the first country, on screen', async ({ page }) => {
  await page.goto(siteUrl('tours', '/tailor-made'))
  // The Next of the sticky bar, the one a visitor at 390 px sees under the long list.
  await page.getByRole('button', { name: 'Next', exact: true }).last().click()
  await expect(page.getByText('Please select at least one', { exact: true })).toBeVisible()
  await expectFirstInvalidFocusedInView(page)
  await expect(page.locator('[data-invalid] input').first()).toBeFocused()
})

test('the wizard: a refused send of the contact step focuses the name, on screen', async ({ page }) => {
  await startSoloTrip(page, 'Japan')
  await page.getByRole('button', { name: "I don't know yet" }).click()
  await next(page)
  await answerFocusToBudget(page)
  await page.getByLabel('Email (optional)').fill('not an address')
  await page.getByRole('button', { name: 'get a free quote' }).click()
  await expectFirstInvalidFocusedInView(page)
  await expect(page.getByLabel('Name')).toBeFocused()
})

test('the contact form: a refused send focuses the first refused field, on screen', async ({ page }) => {
  await page.goto(siteUrl('tours', '/contact-us'))
  await page.getByLabel('Message').fill('Hello')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expectFirstInvalidFocusedInView(page)
  // The form's first field: no title chosen.
  await expect(page.getByLabel('Title')).toBeFocused()
})

test('a CMS form: a refused send focuses the first refused field, on screen', async ({ page }) => {
  await page.goto(siteUrl('rail', '/rail-journey-enquiry'))
  await page.getByLabel('Full name').fill('Ana Silva')
  await page.getByRole('button', { name: 'Ask about this journey' }).click()
  await expectFirstInvalidFocusedInView(page)
  await expect(page.getByLabel('Email')).toBeFocused()
})

test('the webinar form: a refused send focuses the first refused field, on screen', async ({ page }) => {
  await page.goto(siteUrl('tours', '/webinar'))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectFirstInvalidFocusedInView(page)
  await expect(page.getByLabel('First name')).toBeFocused()
})

test('a refusal by the route focuses the field it names, on screen: the contact form', async ({ page }) => {
  // The browser's check passes; the route refuses the email (a mailbox it does not take).
  await page.route('**/api/forms/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 400,
        message: 'Bad Request',
        errors: [{ field: 'email', message: 'Please enter a valid email address.' }],
      }),
    }),
  )
  await page.goto(siteUrl('tours', '/contact-us'))
  await page.getByLabel('Title').selectOption('Mrs')
  await page.getByLabel('First name').fill('Margaret')
  await page.getByLabel('Last name').fill('Okafor')
  await page.getByLabel('Email').fill('margaret@example.com')
  await page.getByLabel('Phone number').fill('0412 345 678')
  await page.getByLabel('Message').fill('A quote for two, please.')
  await page.getByLabel('I’m not a robot (test mode)').check()
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
  await expectFirstInvalidFocusedInView(page)
  await expect(page.getByLabel('Email')).toBeFocused()
})
