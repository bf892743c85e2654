import localFont from 'next/font/local'
import type { BrandId } from '@travel/config'

/*
 * Each brand's two typefaces, self-hosted from the @fontsource-variable packages: one variable
 * file of Latin glyphs per face (every weight in one file). next/font/local copies each file
 * into the build under a name of its content, writes its @font-face (font-display: swap) and a
 * metric-matched fallback face (`adjustFontFallback`: the local Arial or Times New Roman, sized
 * to the font's metrics), so that text laid out before the font arrives keeps its place. Linux
 * and Android have neither: there the faces of fontFallbacks.ts, named after next/font's in the
 * font stacks, do the same.
 *
 * Every @font-face is in the stylesheet of every page, but a browser downloads a face only once
 * text uses it: a page sets only its own brand's variables (on <html>, pages/_document.tsx), and
 * config's themes name the variables (brands.ts `fonts`). None is preloaded by Next (`preload:
 * false`: in the Pages Router it would preload every font of _app on every page); the document
 * preloads its own brand's two, both above the fold (brandFontPreload.ts).
 *
 * Paths are relative to this file (next/font/local resolves them so): the workspace's
 * node_modules. Arguments must be literals.
 */

const fraunces = localFont({
  src: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
  variable: '--font-fraunces',
})

const figtree = localFont({
  src: '../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  variable: '--font-figtree',
})

const playfairDisplay = localFont({
  src: '../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  weight: '400 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
  variable: '--font-playfair-display',
})

const jost = localFont({
  src: '../../../node_modules/@fontsource-variable/jost/files/jost-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  variable: '--font-jost',
})

const ebGaramond = localFont({
  src: '../../../node_modules/@fontsource-variable/eb-garamond/files/eb-garamond-latin-wght-normal.woff2',
  weight: '400 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
  variable: '--font-eb-garamond',
})

const sourceSerif = localFont({
  src: '../../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  weight: '200 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
  variable: '--font-source-serif',
})

const josefinSans = localFont({
  src: '../../../node_modules/@fontsource-variable/josefin-sans/files/josefin-sans-latin-wght-normal.woff2',
  weight: '100 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  variable: '--font-josefin-sans',
})

const lora = localFont({
  src: '../../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
  variable: '--font-lora',
})

/**
 * The class names that define a brand's font variables (`--font-fraunces`…), for its pages'
 * <html>: Wayfarer warm and outdoorsy (Fraunces, Figtree), Tidewater elegant (Playfair Display,
 * Jost), Fairway a classic book serif (EB Garamond, Source Serif 4), Silver Line the railway
 * poster's Art Deco capitals over a heritage serif (Josefin Sans, Lora).
 */
export const brandFontClassNames: Record<BrandId, string> = {
  tours: `${fraunces.variable} ${figtree.variable}`,
  cruises: `${playfairDisplay.variable} ${jost.variable}`,
  golf: `${ebGaramond.variable} ${sourceSerif.variable}`,
  rail: `${josefinSans.variable} ${lora.variable}`,
}
