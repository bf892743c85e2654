import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Reply } from './http'

/**
 * The warehouse's product photos. The real warehouse links each product to images on its own
 * host; the sandbox serves one of the seed photos per product code from its own origin, so the
 * sites' handling of a foreign image host (the optimiser's allowed patterns, the CSP) is
 * exercised end to end.
 */
export const PRODUCT_IMAGES_PREFIX = '/warehouse-images/'

const SEED_IMAGES_DIR = join(__dirname, '..', '..', 'studio', 'seed', 'images')

// The landscape seed photos, in a fixed order, so a product keeps its photo between runs.
let landscapes: string[] | undefined
function photos(): string[] {
  landscapes ??= readdirSync(SEED_IMAGES_DIR)
    .filter((name) => name.endsWith('-1600x1000.jpg'))
    .sort()
  return landscapes
}

function photoOf(code: string): string {
  const all = photos()
  let hash = 0
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003
  return all[hash % all.length]!
}

/** The absolute URL of a product's photo on the sandbox whose host the caller addressed. */
export function productImageUrl(host: string | undefined, code: string): string {
  return `http://${host ?? '127.0.0.1'}${PRODUCT_IMAGES_PREFIX}${encodeURIComponent(code)}.jpg`
}

/** GET /warehouse-images/{code}.jpg: the product's photo, cacheable for a day. */
export function answerProductImage(method: string, target: string): Reply {
  const code = /^([A-Za-z0-9_-]{1,40})\.jpg$/.exec(target.slice(PRODUCT_IMAGES_PREFIX.length))?.[1]
  if (method !== 'GET' && method !== 'HEAD') {
    return { status: 405, headers: { allow: 'GET, HEAD' }, body: { status: 405, message: 'Use GET' } }
  }
  if (!code) return { status: 404, body: { status: 404, message: 'No such image' } }
  return {
    status: 200,
    headers: { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=86400' },
    body: readFileSync(join(SEED_IMAGES_DIR, photoOf(code))),
  }
}
