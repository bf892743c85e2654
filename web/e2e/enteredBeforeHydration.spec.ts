import { expect, test, type Locator } from '@playwright/test'
import { isHydrated } from './helpers/layoutShifts'
import { painted } from './helpers/painted'
import { holdPageScripts } from './helpers/pageScripts'
import { pageHydrated } from './helpers/scripts'
import { siteUrl } from './helpers/server'

// A form hydrates as the visitor reaches for it (docs/hydration.md): its code loads on the first
// focus, and on a slow phone the visitor goes on filling it in meanwhile. Whatever they entered
// by then, in every kind of control, must still be there once the form runs: a radio chosen, a
// box ticked, a list's choice, a text. The virtuoso form's yes/no radios were cleared as it
// hydrated (its send was then refused as unanswered, a CI run's failure), and a CMS form with a
// field shown by a ticked box was built again, unticking the captcha. The enquiry forms hydrate as
// they come into view, before anything can be entered once the page runs: on them, everything is
// entered before the page's own scripts have.

const FORM_PAGES = [
  ['tours', '/contact-us'],
  ['tours', '/brochure-request'],
  ['cruises', '/stay-in-touch'],
  ['rail', '/rail-journey-enquiry'],
  ['tours', '/virtuoso-agents-vietnam'],
  ['tours', '/webinar'],
  ['golf', '/famil-registration'],
  ['golf', '/agent-acceptance'],
  ['tours', '/careers'],
] as const

const ENQUIRY_PAGES = [
  ['cruises', '/enquire'],
  ['tours', '/enquire/tours/TR-VN-15'],
] as const

const CONTROLS = 'input:not([type=hidden]):not([type=file]):not([data-honeypot]), select, textarea'

const TEXT_BY_TYPE: Record<string, string> = {
  email: 'early@example.com',
  tel: '+61 400 123 456',
  number: '3',
  text: 'Early',
  search: 'Early',
  url: 'https://example.com',
}

/** Uses every visible control of the form as a visitor would: the last choice of each list and radio group, every box ticked, a text in each text field (a date picker's field left alone). */
async function enterEverything(form: Locator) {
  const controls = form.locator(CONTROLS)
  const groupsChosen = new Set<string>()
  for (const control of await controls.all()) {
    if (!(await control.isVisible()) || !(await control.isEnabled())) continue
    const { tag, type, name, datePicker } = await control.evaluate((node: HTMLInputElement) => ({
      tag: node.tagName.toLowerCase(),
      type: node.type,
      name: node.name,
      datePicker: node.closest('.react-datepicker-wrapper') !== null,
    }))
    if (tag === 'select') {
      const values = await control
        .locator('option')
        .evaluateAll((options) =>
          options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
        )
      if (values.length) await control.selectOption(values.at(-1)!)
    } else if (tag === 'textarea') await control.fill('Two of us are vegetarian.')
    else if (type === 'checkbox') await control.check()
    else if (type === 'radio') {
      if (groupsChosen.has(name)) continue
      groupsChosen.add(name)
      await form.locator(`input[type=radio][name="${name}"]`).last().check()
    } else if (TEXT_BY_TYPE[type] && !datePicker) await control.fill(TEXT_BY_TYPE[type])
  }
}

/** What each control of the form shows, by its name (or id). */
function shown(form: Locator): Promise<Record<string, string | boolean>> {
  return form.evaluate((element, selector) => {
    const state: Record<string, string | boolean> = {}
    for (const control of element.querySelectorAll<HTMLInputElement>(selector)) {
      const key = control.type === 'radio' ? `${control.name}=${control.value}` : control.name || control.id
      state[key] = control.type === 'checkbox' || control.type === 'radio' ? control.checked : control.value
    }
    return state
  }, CONTROLS)
}

/**
 * Lets the held scripts through, waits for the form to run and its first effects (start values
 * written to the fields, a captcha's token) to be painted, and expects every control to show what
 * it showed before (`entered`); a field the entries reveal may have come.
 */
async function expectKeptOnceRunning(
  form: Locator,
  entered: Record<string, string | boolean>,
  release: () => void,
) {
  release()
  await expect.poll(() => isHydrated(form), { message: 'the form has hydrated' }).toBe(true)
  await painted(form.page())
  expect(await shown(form)).toMatchObject(entered)
}

for (const [site, path] of FORM_PAGES) {
  test(`${site} ${path}: what is entered while the form's code loads is there once it runs`, async ({
    page,
  }) => {
    await page.goto(siteUrl(site, path))
    await pageHydrated(page)
    // The form's code, asked for at the first focus, comes only once everything is entered.
    const release = await holdPageScripts(page)
    const form = page.locator('main [data-form-island] form').first()
    await enterEverything(form)
    const entered = await shown(form)
    expect(Object.keys(entered).length).toBeGreaterThan(2)
    expect(await isHydrated(form)).toBe(false)
    await expectKeptOnceRunning(form, entered, release)
  })
}

for (const [site, path] of ENQUIRY_PAGES) {
  test(`${site} ${path}: what is entered before the page's scripts run is there once its form does`, async ({
    page,
  }) => {
    const release = await holdPageScripts(page)
    await page.goto(siteUrl(site, path), { waitUntil: 'commit' })
    const form = page.locator('main [data-form-island] form').first()
    // The whole form parsed: its send button is its last control.
    await form.locator('button[type="submit"]').waitFor()
    await enterEverything(form)
    const entered = await shown(form)
    expect(Object.keys(entered).length).toBeGreaterThan(2)
    await expectKeptOnceRunning(form, entered, release)
  })
}

test('a box ticked before the form runs shows the fields it reveals once it does, and keeps the focus', async ({
  page,
}) => {
  await page.goto(siteUrl('rail', '/rail-journey-enquiry'))
  await pageHydrated(page)
  const release = await holdPageScripts(page)
  const form = page.locator('main [data-form-island] form').first()
  await page.getByLabel('Full name').fill('Ana Silva')
  const post = page.getByLabel('Post me the Silver Line journeys brochure too')
  await post.check()
  await expect(page.getByLabel('Street address')).toHaveCount(0)

  release()
  await expect(page.getByLabel('Street address')).toBeVisible()
  expect(await isHydrated(form)).toBe(true)
  await expect(post).toBeFocused()
  await expect(post).toBeChecked()
  await expect(page.getByLabel('Full name')).toHaveValue('Ana Silva')
})
