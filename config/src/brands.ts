import {
  baseShadows,
  baseSpacing,
  baseTypeScale,
  golfTypeScale,
  radiiOf,
  railTypeScale,
  type Radii,
  type Shadows,
  type Spacing,
  type TypeScale,
} from './designTokens'

/** A brand owns content (every brand-scoped document carries its id) and a visual theme. */
export interface BrandTheme {
  colors: {
    primary: string
    primaryContrast: string
    accent: string
    background: string
    surface: string
    text: string
    muted: string
    /** An error message's text, on `errorSurface` (at least 4.5:1: brands.test.ts checks it). */
    error: string
    errorSurface: string
    /**
     * The focus ring, two-tone so that it shows on every background it meets (light pages, the
     * dark header, photos): `focusRing` outside, `focusRingInner` between it and the control. On
     * each of the theme's backgrounds one of the two contrasts at least 3:1 (brands.test.ts).
     */
    focusRing: string
    focusRingInner: string
  }
  /**
   * Font stacks. Each brand's own typefaces come first, through the CSS variables its pages set
   * (web/src/theme/brandFonts.ts: next/font's face and its metric-matched fallback), then their
   * fallbacks on Linux and Android (`typeface` below); the system fonts after them serve where the
   * variables are not set.
   */
  fonts: { heading: string; body: string }
  /** The type scale: every text size of the site is one of its steps (designTokens.ts). */
  type: TypeScale
  /** The spacing scale. */
  space: Spacing
  /** Corner radii: the brand's character, from golf's and rail's sharp to cruises' soft. */
  radii: Radii
  shadows: Shadows
}

/**
 * How the brand's form emails are sent (web/src/server/mail/formMails.ts): `from` is their
 * sender, name and address; `replyTo` the enquiries address a visitor's reply to a confirmation
 * reaches. Each can be replaced from the environment (brandMail in brandMail.ts).
 */
export interface BrandMail {
  from: string
  replyTo: string
}

export interface Brand {
  id: string
  name: string
  mail: BrandMail
  theme: BrandTheme
}

const systemSans = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
const systemSerif = "Georgia, 'Times New Roman', 'Noto Serif', serif"

/**
 * The systems without Arial and Times New Roman, where next/font's metric-matched fallback face
 * (`local("Arial")`) finds no font: each brand typeface has a fallback face of its own for each
 * (web/src/theme/fontFallbacks.ts).
 */
export const FALLBACK_SYSTEMS = ['Linux', 'Android'] as const
export type FallbackSystem = (typeof FALLBACK_SYSTEMS)[number]

/** The family of a typeface's fallback face on a system: `font-figtree Linux fallback`. */
export const fallbackFamily = (variable: string, system: FallbackSystem) =>
  `${variable.replace(/^--/, '')} ${system} fallback`

/**
 * A brand typeface's CSS variable (web/src/theme/brandFonts.ts: the typeface, then next/font's
 * fallback), its fallbacks on Linux and Android, then the system's fonts; the system's alone
 * where the variable is not set (a `var()` without a fallback would void the rule).
 */
const typeface = (variable: string, system: string) =>
  [
    `var(${variable}, ${system})`,
    ...FALLBACK_SYSTEMS.map((fallbackSystem) => `'${fallbackFamily(variable, fallbackSystem)}'`),
    system,
  ].join(', ')

export const brands = {
  tours: {
    id: 'tours',
    name: 'Wayfarer Tours',
    mail: { from: 'Wayfarer Tours <hello@wayfarertours.com.au>', replyTo: 'enquiries@wayfarertours.com.au' },
    theme: {
      colors: {
        primary: '#0b5d4b',
        primaryContrast: '#ffffff',
        accent: '#f2a541',
        background: '#ffffff',
        surface: '#f3f7f5',
        text: '#1c2421',
        muted: '#4f5d58',
        error: '#8c1d18',
        errorSurface: '#fdecea',
        focusRing: '#1c2421',
        focusRingInner: '#ffffff',
      },
      // Warm and outdoorsy: Fraunces' soft serif over Figtree's friendly sans.
      fonts: {
        heading: typeface('--font-fraunces', systemSerif),
        body: typeface('--font-figtree', systemSans),
      },
      type: baseTypeScale,
      space: baseSpacing,
      radii: radiiOf('6px'),
      shadows: baseShadows,
    },
  },
  cruises: {
    id: 'cruises',
    name: 'Tidewater Cruises',
    mail: {
      from: 'Tidewater Cruises <hello@tidewatercruises.com.au>',
      replyTo: 'enquiries@tidewatercruises.com.au',
    },
    theme: {
      colors: {
        primary: '#12355b',
        primaryContrast: '#ffffff',
        accent: '#3fa7d6',
        background: '#ffffff',
        surface: '#eef4fa',
        text: '#14202e',
        muted: '#4a5a6b',
        error: '#8c1d18',
        errorSurface: '#fdecea',
        focusRing: '#14202e',
        focusRingInner: '#ffffff',
      },
      // Elegant: Playfair Display's high-contrast serif over Jost's geometric sans.
      fonts: {
        heading: typeface('--font-playfair-display', systemSerif),
        body: typeface('--font-jost', systemSans),
      },
      type: baseTypeScale,
      space: baseSpacing,
      radii: radiiOf('18px'),
      shadows: baseShadows,
    },
  },
  golf: {
    id: 'golf',
    name: 'Fairway Golf Journeys',
    mail: {
      from: 'Fairway Golf Journeys <hello@fairwaygolfjourneys.com>',
      replyTo: 'enquiries@fairwaygolfjourneys.com',
    },
    theme: {
      colors: {
        primary: '#2e5e1e',
        primaryContrast: '#ffffff',
        accent: '#c9a227',
        background: '#fffdf7',
        surface: '#f4f1e6',
        text: '#23261f',
        muted: '#555a4c',
        error: '#8c1d18',
        errorSurface: '#fdecea',
        focusRing: '#23261f',
        focusRingInner: '#ffffff',
      },
      // Classic: EB Garamond's headings over Source Serif's readable text.
      fonts: {
        heading: typeface('--font-eb-garamond', systemSerif),
        body: typeface('--font-source-serif', systemSerif),
      },
      type: golfTypeScale,
      space: baseSpacing,
      radii: radiiOf('2px'),
      shadows: baseShadows,
    },
  },
  rail: {
    id: 'rail',
    name: 'Silver Line Rail Journeys',
    mail: {
      from: 'Silver Line Rail Journeys <hello@silverlinerail.com.au>',
      replyTo: 'journeys@silverlinerail.com.au',
    },
    theme: {
      colors: {
        primary: '#6b1f2a',
        primaryContrast: '#ffffff',
        accent: '#b8b8c0',
        background: '#ffffff',
        surface: '#f6f3f3',
        text: '#221a1b',
        muted: '#5c5052',
        error: '#8c1d18',
        errorSurface: '#fdecea',
        focusRing: '#221a1b',
        focusRingInner: '#ffffff',
      },
      // Heritage: the railway poster's Art Deco sans (Josefin Sans) over Lora's bookish serif.
      fonts: {
        heading: typeface('--font-josefin-sans', systemSans),
        body: typeface('--font-lora', systemSerif),
      },
      type: railTypeScale,
      space: baseSpacing,
      radii: radiiOf('0px'),
      shadows: baseShadows,
    },
  },
} as const satisfies Record<string, Brand>

export type BrandId = keyof typeof brands

export const brandIds = Object.keys(brands) as BrandId[]

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && Object.hasOwn(brands, value)
}

export function getBrand(id: BrandId): Brand {
  return brands[id]
}

/**
 * The id of a brand's one site-settings document: the Studio opens it as a fixed item, and the
 * web's settings query (web/src/content/projections.ts, `brandSettings`) prefers it to any copy.
 */
export function siteSettingsId(brand: BrandId): string {
  return `siteSettings-${brand}`
}
