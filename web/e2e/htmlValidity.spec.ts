import { expect, test } from '@playwright/test'
import { sites } from '@travel/config'
import { HtmlValidate, type ConfigData, type Message } from 'html-validate'
import { fetchOurs, sitemapOf } from './helpers/links'

// Issue 46: every page of every site's sitemap, as the server sends it (no browser), is checked
// by html-validate. Above all its form controls: each says what it is (`type`, which checkers of
// input purpose, WCAG 1.3.5, read rather than assume) and asks for autofill only with a purpose
// the HTML standard allows on that kind of control (`autocomplete`).
//
// html-validate's recommended rules, less those whose findings are not problems here: how React
// and Next write HTML (attribute names in camelCase, `<img/>`, `hidden=""`, style props, Next's
// `__next` ids), typographic and editorial advice (spaces in telephone numbers, long titles),
// ARIA patterns chosen on purpose (a combobox's listbox, a progress bar, named regions), and the
// carousels' copies of slides, hidden by CSS until the island is live, which it cannot see.
const config: ConfigData = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    'valid-autocomplete': 'error',
    'no-implicit-input-type': 'error',
    'attr-case': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-inline-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    'tel-non-breaking': 'off',
    'long-title': 'off',
    'prefer-native-element': 'off',
    'hidden-focusable': 'off',
    // A list may have a name (ARIA allows it on every role that takes one).
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
}

const validator = new HtmlValidate(config)

/** What html-validate finds in a page's HTML. */
async function findings(html: string, page: string): Promise<Message[]> {
  const report = await validator.validateString(html, page)
  return report.results.flatMap((result) => result.messages)
}

const described = (page: string) => (message: Message) =>
  `${page}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector})`

test('the check refuses what WCAG 1.3.5 checkers found on the forms', async () => {
  const form = `<!DOCTYPE html><html lang="en"><head><title>Form</title></head><body><form>
    <label for="first">First name</label><input id="first" autocomplete="given-name">
    <label for="street">Street address</label><input id="street" type="text" autocomplete="street-address">
    <label for="phone">Phone number</label><input id="phone" type="tel" autocomplete="tel-national">
    <button type="submit">Send</button></form></body></html>`
  const found = await findings(form, 'form.html')
  expect(found.map((message) => `${message.ruleId} ${message.selector}`)).toEqual([
    'no-implicit-input-type #first',
    'valid-autocomplete #street',
    'valid-autocomplete #phone',
  ])
})

for (const site of sites) {
  test(`${site.id}: every page in the sitemap is valid HTML, its form controls typed and their autofill purposes allowed`, async ({
    request,
  }) => {
    test.slow()
    const pages = await sitemapOf(request, site.id)
    const found: string[] = []
    let controls = 0
    for (const page of pages) {
      const response = await fetchOurs(request, page)
      expect(response.status(), page).toBe(200)
      const html = await response.text()
      controls += html.match(/<(input|select|textarea)\b/g)?.length ?? 0
      found.push(...(await findings(html, page)).map(described(page)))
    }
    // Not an empty check: the site's pages and their forms were there to be checked.
    expect(pages.length).toBeGreaterThan(5)
    expect(controls).toBeGreaterThan(10)
    expect(found).toEqual([])
  })
}
