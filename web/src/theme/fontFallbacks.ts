import { FALLBACK_SYSTEMS, brands, fallbackFamily, type BrandId, type FallbackSystem } from '@travel/config'

/*
 * Metric-matched fallbacks for the systems next/font's own does not reach. next/font writes, for
 * each brand typeface, a fallback face `src: local("Arial")` (or "Times New Roman") sized to the
 * typeface, so that text laid out before the font file arrives keeps its place when it swaps in.
 * Linux and Android have neither font: there the text was laid out in the generic font, unsized,
 * and moved when the typeface arrived. Each typeface gets, after next/font's, a face of the same
 * kind for each (the families in config's font stacks, `fallbackFamily`):
 * - Linux: Liberation Sans and Serif (or Arimo and Tinos, their Chrome OS names), drawn to
 *   Arial's and Times New Roman's widths and heights, so they take next/font's very sizes;
 * - Android: Roboto and Noto Serif, sized by the same sum from their own widths.
 * fontFallbacks.test.ts reads each typeface's file as next/font does and checks these figures
 * against it, and the Linux sizes against next/font's own.
 */

/** A typeface's vertical metrics and the average width next/font measures (font units). */
interface TypefaceMetrics {
  serif: boolean
  unitsPerEm: number
  ascent: number
  descent: number
  lineGap: number
  /** The average advance of next/font's sample of Latin text ("aaabcdeeee…"). */
  averageWidth: number
}

/** Each brand typeface by its CSS variable (brandFonts.ts), read from its file. */
export const TYPEFACE_METRICS: Record<string, TypefaceMetrics> = {
  '--font-fraunces': {
    serif: true,
    unitsPerEm: 2000,
    ascent: 1956,
    descent: -510,
    lineGap: 0,
    averageWidth: 1056.953488372093,
  },
  '--font-figtree': {
    serif: false,
    unitsPerEm: 1000,
    ascent: 950,
    descent: -250,
    lineGap: 0,
    averageWidth: 456.0232558139535,
  },
  '--font-playfair-display': {
    serif: true,
    unitsPerEm: 1000,
    ascent: 1082,
    descent: -251,
    lineGap: 0,
    averageWidth: 463.5348837209302,
  },
  '--font-jost': {
    serif: false,
    unitsPerEm: 1000,
    ascent: 1070,
    descent: -375,
    lineGap: 0,
    averageWidth: 435.83720930232556,
  },
  '--font-eb-garamond': {
    serif: true,
    unitsPerEm: 1000,
    ascent: 1007,
    descent: -298,
    lineGap: 0,
    averageWidth: 390.2325581395349,
  },
  '--font-source-serif': {
    serif: true,
    unitsPerEm: 1000,
    ascent: 1036,
    descent: -335,
    lineGap: 0,
    averageWidth: 494.2093023255814,
  },
  '--font-josefin-sans': {
    serif: false,
    unitsPerEm: 1000,
    ascent: 750,
    descent: -250,
    lineGap: 0,
    averageWidth: 416.3720930232558,
  },
  '--font-lora': {
    serif: true,
    unitsPerEm: 1000,
    ascent: 1006,
    descent: -274,
    lineGap: 0,
    averageWidth: 479.4651162790698,
  },
}

/** A system font a fallback face is drawn from: the names `local()` finds it by, and its average width. */
interface SystemFont {
  names: string[]
  unitsPerEm: number
  averageWidth: number
}

/**
 * The system fonts, sans and serif, per system. The Liberation widths are Arial's and Times New
 * Roman's, as next/font has them; Roboto's and Noto Serif's were measured the same way from
 * @fontsource/roboto and @fontsource/noto-serif 5.3 (Latin, 400).
 */
export const SYSTEM_FONTS: Record<FallbackSystem, { sans: SystemFont; serif: SystemFont }> = {
  Linux: {
    sans: {
      names: ['Liberation Sans', 'LiberationSans', 'Arimo'],
      unitsPerEm: 2048,
      averageWidth: 934.5116279069767,
    },
    serif: {
      names: ['Liberation Serif', 'LiberationSerif', 'Tinos'],
      unitsPerEm: 2048,
      averageWidth: 854.3953488372093,
    },
  },
  Android: {
    sans: { names: ['Roboto', 'Roboto Regular', 'Roboto-Regular'], unitsPerEm: 2048, averageWidth: 938 },
    serif: {
      names: ['Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular'],
      unitsPerEm: 1000,
      averageWidth: 497.2325581395349,
    },
  },
}

const percent = (value: number) => `${Math.abs(value * 100).toFixed(2)}%`

/**
 * The sizes that draw `font` as wide as the typeface and its lines as tall: next/font's sum
 * (size-adjust is the ratio of the average widths; the vertical metrics are the typeface's,
 * over the adjusted size).
 */
export function fallbackSizes(typeface: TypefaceMetrics, font: SystemFont) {
  const sizeAdjust = typeface.averageWidth / typeface.unitsPerEm / (font.averageWidth / font.unitsPerEm)
  const em = typeface.unitsPerEm * sizeAdjust
  return {
    ascentOverride: percent(typeface.ascent / em),
    descentOverride: percent(typeface.descent / em),
    lineGapOverride: percent(typeface.lineGap / em),
    sizeAdjust: percent(sizeAdjust),
  }
}

function fallbackFace(variable: string, system: FallbackSystem): string {
  const typeface = TYPEFACE_METRICS[variable]
  if (!typeface) throw new Error(`No metrics for the typeface ${variable} (fontFallbacks.ts)`)
  const font = SYSTEM_FONTS[system][typeface.serif ? 'serif' : 'sans']
  const sizes = fallbackSizes(typeface, font)
  return (
    `@font-face{font-family:'${fallbackFamily(variable, system)}';` +
    `src:${font.names.map((name) => `local('${name}')`).join(',')};` +
    `ascent-override:${sizes.ascentOverride};descent-override:${sizes.descentOverride};` +
    `line-gap-override:${sizes.lineGapOverride};size-adjust:${sizes.sizeAdjust}}`
  )
}

/** The brand's typefaces, by the CSS variables its font stacks name (config's brands.ts). */
export function brandTypefaces(brand: BrandId): string[] {
  const stacks = Object.values(brands[brand].theme.fonts)
  return [
    ...new Set(
      stacks.map((stack) => /var\((--[\w-]+)/.exec(stack)?.[1]).filter((name) => name !== undefined),
    ),
  ]
}

const fallbackFacesCss = Object.fromEntries(
  (Object.keys(brands) as BrandId[]).map((brand) => [
    brand,
    brandTypefaces(brand)
      .flatMap((variable) => FALLBACK_SYSTEMS.map((system) => fallbackFace(variable, system)))
      .join(''),
  ]),
) as Record<BrandId, string>

/** The @font-face rules of a brand's fallbacks on Linux and Android, for its pages' <head>. */
export function brandFallbackFacesCss(brand: BrandId): string {
  return fallbackFacesCss[brand]
}
