// npm run block-previews: the Studio's insert menu shows each page-builder block as it looks on a
// site. Finds each block type's first use in the seed content, and saves a screenshot of it as
// studio/static/page-blocks/<type>.png. Starts what it needs itself: the sandbox back office, a
// production build of the site and its server; or, with --running=<port>, shoots a server already
// running there (`npm run dev`: no build, quicker).
// Block types named on the command line are the only ones shot:
//   npm run block-previews -- --running=3000 counter faq
import { readFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { build, start } from './bench/server.mjs'
import { withSandbox } from './withSandbox.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values: options, positionals: named } = parseArgs({
  options: { running: { type: 'string' } },
  allowPositionals: true,
})
// A server already running (npm run dev), or the build served on a port of its own, overridable
// so that two checkouts on one machine can make their pictures at once.
const PORT = Number(options.running ?? process.env.BLOCK_PREVIEWS_PORT ?? 3250)
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

const unknown = named.filter((type) => !firstUse.has(type))
if (unknown.length) {
  console.error(
    `No page of the seed content uses ${unknown.join(', ')}: name block types as the Studio does ` +
      `(${[...firstUse.keys()].join(', ')}), and add a new block to a seed page first.`,
  )
  process.exit(1)
}
const shots = named.length ? named.map((type) => [type, firstUse.get(type)]) : [...firstUse]

mkdirSync(out, { recursive: true })
if (options.running) {
  await shoot()
} else {
  // The back office answers while the site is built and its pages shot: pages read the wizard's
  // countries from it.
  await withSandbox(root, async (sandboxEnv) => {
    process.env.SANDBOX_URL = sandboxEnv.SANDBOX_URL
    console.log(`Building the site (${(await build(root, sandboxEnv)).toFixed(0)} s)`)
    const server = await start(root, PORT)
    try {
      await shoot()
    } finally {
      server.stop()
    }
  })
}

/** Shoots each block of `shots` on the server at PORT. */
async function shoot() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  try {
    // Half scale: a preview is shown small, and a smaller file keeps the Studio quick. Reduced
    // motion: each block at rest (a counter at its total, a carousel on its first slide).
    const page = await browser.newPage({
      viewport: { width: 1100, height: 900 },
      deviceScaleFactor: 0.5,
      reducedMotion: 'reduce',
    })
    for (const [type, use] of shots) {
      // `next dev` compiles a page on its first visit: give it time.
      await page.goto(`http://${use.site}.localhost:${PORT}${use.path}`, { timeout: 180_000 })
      // Not Next's development indicator, which may lie over the block.
      await page.addStyleTag({ content: 'nextjs-portal { display: none !important; }' })
      await page.evaluate(() => document.fonts.ready)
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
  }
}
