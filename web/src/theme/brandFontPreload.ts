import type { BrandId } from '@travel/config'

/**
 * The addresses of the font files a brand's pages preload (its two faces), as the production
 * build emits them: next.config.ts names the files per brand and defines
 * `process.env.__BRAND_FONT_PRELOADS`. None where the build defines none (`next dev`, Jest).
 */
export function brandFontPreloadHrefs(brand: BrandId): string[] {
  const files = process.env.__BRAND_FONT_PRELOADS as Partial<Record<BrandId, string[]>> | undefined
  return (files?.[brand] ?? []).map((file) => `/_next/${file}`)
}
