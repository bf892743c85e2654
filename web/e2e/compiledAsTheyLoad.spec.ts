import { expect, test, type Page } from '@playwright/test'
import { pageHydrated } from './helpers/scripts'
import { siteUrl } from './helpers/server'

/**
 * The code a page runs as it loads reaches the browser with V8's compile hint on its first line
 * (CompiledAsTheyLoad in web/next.config.ts; docs/performance.md): Chromium compiles it as the
 * script streams in, off the main thread, instead of in the task that runs it. The hint is a
 * comment: a later minifier or a renamed chunk would drop it without another sign.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Whether each script the page loads from now on starts with the hint, by file name. Call
 * before `goto`.
 */
function collectFirstLines(page: Page): () => Promise<Map<string, boolean>> {
  const heads = new Map<string, Promise<string>>()
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return
    const file = decodeURIComponent(new URL(response.url()).pathname).replace(/^.*\/chunks\//, '')
    heads.set(
      file,
      response.text().then(
        (body) => body.slice(0, COMPILE_HINT.length),
        () => '',
      ),
    )
  })
  return async () =>
    new Map(
      await Promise.all(
        [...heads].map(async ([file, head]) => [file, (await head) === COMPILE_HINT] as const),
      ),
    )
}

/** Whether each loaded script whose file name matches carries the hint. */
const hinted = (scripts: Map<string, boolean>, file: RegExp) =>
  [...scripts].filter(([name]) => file.test(name)).map(([, hint]) => hint)

test('the app, the page and the hero slider are compiled as they arrive; Next’s own chunks as Next wrote them', async ({
  page,
}) => {
  const firstLines = collectFirstLines(page)
  await page.goto(siteUrl('rail', '/'))
  await pageHydrated(page)
  // The slider's code may still be on its way as the page's shell hydrates.
  for (const file of [/^pages\/_app-/, /^pages\/_sites\/\[site\]\/\[\[\.\.\.slug\]\]-/, /^hero-slider\./]) {
    await expect.poll(async () => hinted(await firstLines(), file), { message: String(file) }).toEqual([true])
  }
  const scripts = await firstLines()
  for (const file of [/^framework-/, /^main-/, /^webpack-/]) {
    expect(hinted(scripts, file), String(file)).toEqual([false])
  }
})

test('the wizard’s code is compiled as it arrives', async ({ page }) => {
  const firstLines = collectFirstLines(page)
  await page.goto(siteUrl('tours', '/tailor-made'))
  // The wizard hydrates as it comes into view: at once, at the top of its page.
  await expect.poll(async () => hinted(await firstLines(), /^wizard\./)).toEqual([true])
})
