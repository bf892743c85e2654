import type { BrandId } from '@travel/config'

/**
 * A brand's icons and web manifest, files at the root of web/public/ (which proxy.ts leaves
 * alone), linked from every page of its sites (pages/_document.tsx). The SVG favicon is drawn
 * from the brand's mark (brandMarks.ts); the PNG and the manifest are written from
 * it and from the brand's theme by `npm run brand-icons`, and committed.
 */
export function brandIcons(brand: BrandId) {
  return {
    /** The favicon: the brand's mark on its colour, any size. */
    favicon: `/${brand}-icon.svg`,
    /** The home-screen icon iOS asks for: 180 × 180 PNG, opaque. */
    appleTouchIcon: `/${brand}-apple-touch-icon.png`,
    manifest: `/${brand}.webmanifest`,
  }
}
