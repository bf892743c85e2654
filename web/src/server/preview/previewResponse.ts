import type { NextApiResponse } from 'next'
import { isSitePath } from './previewSignature'

/** Preview answers are for one editor's browser only: no cache on the way may keep them. */
export function noStore(res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'private, no-store')
}

/** Where exit leads: a page path of the site, else its home (never another host). */
export function sitePathOr(path: unknown, fallback = '/'): string {
  return typeof path === 'string' && isSitePath(path) ? path : fallback
}
