// npm run block-previews: the Studio's insert menu shows each page-builder block as it looks on a
// site. Serves the production build (run `npm run build` first), finds each block type's first
// use in the seed content, and saves a screenshot of it as studio/static/page-blocks/<type>.png.
import { readFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { start } from './bench/server.mjs'
import { withSandbox } from './withSandbox.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
// Overridable, so that two checkouts on one machine can make their pictures at once.
const PORT = Number(process.env.BLOCK_PREVIEWS_PORT ?? 3250)
const out = path.join(root, 'studio', 'static', 'page-blocks')

const documents = readFileSync(path.join(root, 'studio', 'seed', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))
const homeSlugs = new Map(
  documents.filter((doc) => doc._type === 'siteSettings').map((doc) => [doc.brand, doc.homePage?._ref]),
)

/** Where a page or a destination page is on its site. */
function pathOf(page) {
  if (page._type === 'destinationPage') return `/tour-destination/${page.group.current}/${page.slug.current}`
  return homeSlugs.get(page.brand) === page._id ? '/' : `/${page.slug.current}`
}

/** Each block type's first use: the page (on the brand's main site, whose id is the brand's) and its index. */
const firstUse = new Map()
const pages = documents.filter(
  (doc) => (doc._type === 'page' || doc._type === 'destinationPage') && !doc._id.startsWith('drafts.'),
)
for (const page of pages) {
  for (const [index, block] of (page.blocks ?? []).entries()) {
    if (firstUse.has(block._type)) continue
    firstUse.set(block._type, { site: page.brand, path: pathOf(page), index })
  }
}

mkdirSync(out, { recursive: true })
// The back office answers while the pages are shot: a page regenerated meanwhile reads the
// wizard's countries from it.
await withSandbox(root, async ({ SANDBOX_URL }) => {
  process.env.SANDBOX_URL = SANDBOX_URL
  const server = await start(root, PORT)
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  try {
    // Half scale: a preview is shown small, and a smaller file keeps the Studio quick. Reduced
    // motion: each block at rest (a counter at its total, a carousel on its first slide).
    const page = await browser.newPage({
      viewport: { width: 1100, height: 900 },
      deviceScaleFactor: 0.5,
      reducedMotion: 'reduce',
    })
    for (const [type, use] of firstUse) {
      await page.goto(`http://${use.site}.localhost:${PORT}${use.path}`)
      // Every block is one top-level <section> of the main content (web/src/ui/Section.ts).
      const block = page.locator('main section:not(section section)').nth(use.index)
      const file = path.join(out, `${type}.png`)
      // A tall block's lower images are lazy and off screen: load them all before the shot.
      await block.evaluate((element) =>
        Promise.all(
          [...element.querySelectorAll('img')].map((image) => {
            image.loading = 'eager'
            return image.decode().catch(() => undefined)
          }),
        ),
      )
      await block.screenshot({ path: file, animations: 'disabled' })
      console.log(`${type}: ${path.relative(root, file)} (from ${use.site} ${use.path})`)
    }
  } finally {
    await browser.close()
    server.stop()
  }
})
