import { brands } from './brands'

/** One channel of a #rrggbb colour, linearised as WCAG 2's relative luminance needs it. */
function channel(hex: string, start: number): number {
  const value = parseInt(hex.slice(start, start + 2), 16) / 255
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5)
}

function contrast(foreground: string, background: string): number {
  const [one, other] = [luminance(foreground), luminance(background)]
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05)
}

describe.each(Object.values(brands))('the $name theme', ({ theme: { colors } }) => {
  // The pages' accessibility checks (axe) ask for 4.5:1 for text.
  it('shows error messages readably: at least 4.5:1 on their surface', () => {
    expect(contrast(colors.error, colors.errorSurface)).toBeGreaterThanOrEqual(4.5)
  })

  it('draws a focus ring that shows at least 3:1 on every background it meets (WCAG 2.2: 1.4.11, 2.4.13)', () => {
    for (const background of [
      colors.background,
      colors.surface,
      colors.primary,
      colors.errorSurface,
      colors.accent,
    ]) {
      const shown = Math.max(
        contrast(colors.focusRing, background),
        contrast(colors.focusRingInner, background),
      )
      expect(shown).toBeGreaterThanOrEqual(3)
    }
    // The two tones against each other: the ring reads as one edge, not two faint ones.
    expect(contrast(colors.focusRing, colors.focusRingInner)).toBeGreaterThanOrEqual(3)
  })

  it('shows the header’s Enquire button readably (text on accent 4.5:1) and visibly on the bar (accent on primary 3:1)', () => {
    expect(contrast(colors.text, colors.accent)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(colors.accent, colors.primary)).toBeGreaterThanOrEqual(3)
  })
})

it('measures contrast as WCAG 2 does', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21)
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
})
