/**
 * A brand's design tokens besides its colours and fonts (brands.ts): the type scale, spacing,
 * radii and shadows. Every text size of the sites is a step of the scale (web/src/ui/Heading.tsx,
 * web/src/ui/Text.tsx; web/src/theme/typeStep.ts for the rare component that extends a step):
 * a literal `font-size` or `clamp()` elsewhere in web/src fails scripts/typeScale.test.ts.
 */

/** One step of a brand's type scale: its size and how text of that size is set. */
export interface TypeStep {
  /** A CSS length; fluid headings use a `clamp()` between their phone and wide-screen sizes. */
  fontSize: string
  lineHeight: number
  fontWeight: number
  /** Which of the brand's fonts sets it: `fonts.heading` or `fonts.body`. */
  font: 'heading' | 'body'
}

/** The heading steps, largest first: a heading's size, whatever its level in the outline. */
export const HEADING_STEPS = ['display', 'h1', 'h2', 'h3', 'h4'] as const
/** The steps of running text, largest first: a lead paragraph, the body, small print, captions. */
export const TEXT_STEPS = ['lead', 'body', 'small', 'caption'] as const
/** Every step of the type scale, largest first (brands.test.ts checks each brand's is monotonic). */
export const TYPE_STEPS = [...HEADING_STEPS, ...TEXT_STEPS] as const

export type HeadingStepName = (typeof HEADING_STEPS)[number]
export type TextStepName = (typeof TEXT_STEPS)[number]
export type TypeStepName = (typeof TYPE_STEPS)[number]
export type TypeScale = Record<TypeStepName, TypeStep>

/** The spacing scale: gaps, paddings and margins between and inside blocks. */
export interface Spacing {
  xs: string
  sm: string
  md: string
  lg: string
  xl: string
  xxl: string
  /** Inside a framed panel (a wizard step, a thank-you card): fluid, tighter on a phone. */
  panel: string
}

/** Corner radii by what they round. */
export interface Radii {
  /** Buttons, fields and other controls. */
  control: string
  /** Cards, panels, pictures and dialogs. */
  card: string
  /** A fully rounded end: badges and pills, whatever the brand's corners. */
  pill: string
}

/** Drop shadows by how far a surface stands off the page. */
export interface Shadows {
  /** A card or panel resting on the page. */
  card: string
  /** A surface lifted above its neighbours: a hovered card, a floating panel, a menu. */
  raised: string
  /** A dialog or overlay above the whole page. */
  overlay: string
}

const heading = (fontSize: string, lineHeight: number): TypeStep => ({
  fontSize,
  lineHeight,
  fontWeight: 700,
  font: 'heading',
})
const text = (fontSize: string, lineHeight: number): TypeStep => ({
  fontSize,
  lineHeight,
  fontWeight: 400,
  font: 'body',
})

/**
 * The scale most brands share. Its sizes are the ones the blocks used before there was a scale,
 * each snapped to its nearest step: hero titles and counters (display), a page's or a feature
 * section's title (h1), a block's title (h2), a panel's or card group's title (h3), a card's
 * title (h4), an intro paragraph (lead), running text (body), meta lines and messages (small),
 * eyebrows and fine print (caption).
 */
export const baseTypeScale: TypeScale = {
  display: heading('clamp(2.25rem, 6vw, 3.5rem)', 1.1),
  h1: heading('clamp(1.75rem, 3.5vw, 2.5rem)', 1.15),
  h2: heading('clamp(1.5rem, 3vw, 2.1rem)', 1.2),
  h3: heading('clamp(1.2rem, 0.9rem + 0.75vw, 1.4rem)', 1.25),
  h4: heading('1.15rem', 1.3),
  lead: text('1.125rem', 1.5),
  body: text('1.0625rem', 1.5),
  small: text('0.9375rem', 1.45),
  caption: text('0.875rem', 1.4),
}

/** Golf's serif headings, a touch larger: the classic, roomier look of a club's printed matter. */
export const golfTypeScale: TypeScale = {
  ...baseTypeScale,
  display: heading('clamp(2.4rem, 6.5vw, 3.75rem)', 1.1),
  h1: heading('clamp(1.85rem, 3.75vw, 2.65rem)', 1.15),
  h2: heading('clamp(1.6rem, 3.2vw, 2.2rem)', 1.2),
  h3: heading('clamp(1.25rem, 0.95rem + 0.75vw, 1.5rem)', 1.25),
  h4: heading('1.2rem', 1.3),
}

/** Rail's headings set tighter, as a timetable's: the same sizes, closer lines. */
export const railTypeScale: TypeScale = {
  ...baseTypeScale,
  display: { ...baseTypeScale.display, lineHeight: 1.05 },
  h1: { ...baseTypeScale.h1, lineHeight: 1.1 },
  h2: { ...baseTypeScale.h2, lineHeight: 1.15 },
  h3: { ...baseTypeScale.h3, lineHeight: 1.2 },
  h4: { ...baseTypeScale.h4, lineHeight: 1.25 },
  body: { ...baseTypeScale.body, lineHeight: 1.45 },
}

/** The spacing scale every brand shares. */
export const baseSpacing: Spacing = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  panel: 'clamp(1.25rem, 4vw, 2.25rem)',
}

/** Corners of one radius for controls and cards: the brand's character (sharp to soft). */
export const radiiOf = (radius: string): Radii => ({ control: radius, card: radius, pill: '999px' })

/** The shadows every brand shares: soft, neutral, deeper as a surface rises. */
export const baseShadows: Shadows = {
  card: '0 0.5rem 1.5rem rgb(0 0 0 / 0.08)',
  raised: '0 1rem 2rem rgb(0 0 0 / 0.15)',
  overlay: '0 1.5rem 3rem rgb(0 0 0 / 0.25)',
}
