import { expect, test } from '@playwright/test'
import { brandIds, sitesOfBrand } from '@travel/config'
import { postTypeSegment, type PostType } from '../src/site/posts'
import { previewLink } from './helpers/preview'
import { homeOf, postsOf } from './helpers/seed'

/**
 * Click-to-edit reaches every text an editor typed (issue 47 §6): on each brand's home and one
 * of its posts in draft preview, each string of the document that the page shows as a text of its
 * own carries stega, so the overlays open its field in the Studio. Strings that drive logic
 * rather than show (slugs, names of fields, codes, addresses: web/src/server/content/stega.ts)
 * are left out the way the site leaves them out: a word with no space and no capital is a value.
 */

/** Stega's characters, which follow an encoded string: zero-width space, joiners, byte-order mark. */
const STEGA = /[\u200B-\u200D\uFEFF]/g
const NOT_TEXT_KEYS = new Set([
  '_id',
  '_type',
  '_key',
  '_ref',
  'slug',
  'style',
  'listItem',
  'marks',
  'href',
  'url',
])

const plain = (text: string) => text.replace(STEGA, '').replace(/\s+/g, ' ').trim()

/** Every string an editor typed in (part of) a document, outside keys and references. */
function typedStrings(value: unknown, key = ''): string[] {
  if (NOT_TEXT_KEYS.has(key) || key === 'seo') return []
  if (typeof value === 'string') {
    const text = plain(value)
    const isText = text.length >= 2 && /[\sA-Z]/.test(text) && !/^(https?|mailto|tel):|@/.test(text)
    return isText ? [text] : []
  }
  if (Array.isArray(value)) return value.flatMap((item) => typedStrings(item, key))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => typedStrings(item, name))
  }
  return []
}

for (const brand of brandIds.filter((id) => sitesOfBrand(id).length)) {
  const site = sitesOfBrand(brand)[0]!.id
  const home = homeOf(brand)
  const post = postsOf(brand)[0]
  // A page's own title names it in the browser's tab and its breadcrumb: its blocks are its text.
  const pages = [{ name: 'home', path: '/', typed: typedStrings(home.blocks) }]
  if (post) {
    const { title, summary, content } = post as typeof post & { summary: string; content: unknown }
    pages.push({
      name: 'a post',
      path: `/${postTypeSegment(post.type as PostType)}/${post.slug.current}`,
      typed: typedStrings({ title, summary, content }),
    })
  }
  for (const { name, path, typed } of pages) {
    test(`every text an editor typed on ${brand}'s ${name} opens its field in draft preview`, async ({
      page,
    }) => {
      await page.goto(previewLink(site, path))
      await expect(page.getByRole('complementary', { name: 'Preview mode' })).toBeVisible()
      // Each text node a visitor can see, as the page has it (with stega) and as it reads.
      const texts = await page.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        const found: string[] = []
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          if (!parent || parent.closest('script, style, noscript, template')) continue
          if (parent.checkVisibility() && node.textContent?.trim()) found.push(node.textContent)
        }
        return found
      })
      const nodes = texts.map((raw) => ({ raw, text: plain(raw) }))
      const shown = [...new Set(typed)].filter((text) => nodes.some((node) => node.text === text))
      // Enough of the document shows for the rule to mean something.
      expect(shown.length).toBeGreaterThanOrEqual(3)
      const notEditable = shown.filter(
        (text) => !nodes.some((node) => node.text === text && /[\u200B-\u200D\uFEFF]/.test(node.raw)),
      )
      expect(notEditable, `${brand} ${path}: typed text without click-to-edit`).toEqual([])
    })
  }
}
