import type { BrandId } from '@travel/config'

/**
 * The address of the one font file a brand's pages preload (its headings' face), as the
 * production build emits it: next.config.ts names the file per brand and defines
 * `process.env.__BRAND_FONT_PRELOADS`. Null where the build defines none (`next dev`, Jest).
 */
export function brandFontPreloadHref(brand: BrandId): string | null {
  const files = process.env.__BRAND_FONT_PRELOADS as Partial<Record<BrandId, string>> | undefined
  const file = files?.[brand]
  return file ? `/_next/${file}` : null
}
