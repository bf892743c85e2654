import { brands } from './brands'
import { TYPE_STEPS, type TypeStepName } from './designTokens'

const ROOT_PX = 16

/** A length of the scale in px at a viewport width: rem, px, vw, their sums, and clamp(). */
function pixels(length: string, viewport: number): number {
  const clamp = /^clamp\((.+),(.+),(.+)\)$/.exec(length.replace(/\s+/g, ' ').trim())
  if (clamp) {
    const [min, preferred, max] = [clamp[1], clamp[2], clamp[3]].map((part) => pixels(part ?? '', viewport))
    return Math.min(Math.max(preferred ?? 0, min ?? 0), max ?? 0)
  }
  return length
    .split('+')
    .map((term) => term.trim())
    .reduce((sum, term) => {
      const unit = /^(\d*\.?\d+)(rem|px|vw)$/.exec(term)
      if (!unit) throw new Error(`not a length of the scale: ${term}`)
      const value = Number(unit[1])
      return sum + (unit[2] === 'rem' ? value * ROOT_PX : unit[2] === 'vw' ? (value * viewport) / 100 : value)
    }, 0)
}

// The phone widths the sites are checked at (web/e2e/layoutFits.spec.ts), a tablet, wide screens.
const VIEWPORTS = [320, 390, 768, 1280, 1920]

describe.each(Object.values(brands))('the $name type scale', ({ theme }) => {
  it('has every step, each with a size, a line height, a weight and one of the brand’s fonts', () => {
    expect(Object.keys(theme.type).sort()).toEqual([...TYPE_STEPS].sort())
    for (const step of TYPE_STEPS) {
      const { fontSize, lineHeight, fontWeight, font } = theme.type[step]
      expect(pixels(fontSize, 390)).toBeGreaterThan(0)
      expect(lineHeight).toBeGreaterThanOrEqual(1)
      expect(lineHeight).toBeLessThanOrEqual(2)
      expect(fontWeight % 100).toBe(0)
      expect(Object.keys(theme.fonts)).toContain(font)
    }
  })

  it.each(VIEWPORTS)('gets smaller step by step at %i px (display ≥ h1 ≥ h2 … ≥ caption)', (viewport) => {
    const sizes = TYPE_STEPS.map(
      (step: TypeStepName) => [step, pixels(theme.type[step].fontSize, viewport)] as const,
    )
    for (const [index, [step, size]] of sizes.entries()) {
      const next = sizes[index + 1]
      if (next) expect({ [step]: size >= next[1] }).toEqual({ [step]: true })
    }
  })

  it('keeps running text readable: the body at least 16 px, nothing under 13 px', () => {
    for (const viewport of VIEWPORTS) {
      expect(pixels(theme.type.body.fontSize, viewport)).toBeGreaterThanOrEqual(16)
      expect(pixels(theme.type.caption.fontSize, viewport)).toBeGreaterThanOrEqual(13)
    }
  })

  it('names its spacing, radii and shadows', () => {
    for (const space of Object.values(theme.space)) expect(space).toMatch(/\d/)
    expect(Object.keys(theme.radii).sort()).toEqual(['card', 'control', 'pill'])
    expect(Object.keys(theme.shadows).sort()).toEqual(['card', 'overlay', 'raised'])
  })
})

it('reads the scale’s lengths as a browser does', () => {
  expect(pixels('1.5rem', 390)).toBe(24)
  expect(pixels('clamp(1.5rem, 3vw, 2.1rem)', 390)).toBe(24)
  expect(pixels('clamp(1.5rem, 3vw, 2.1rem)', 1000)).toBe(30)
  expect(pixels('clamp(1.5rem, 3vw, 2.1rem)', 1920)).toBeCloseTo(33.6)
  expect(pixels('clamp(1.2rem, 0.9rem + 0.75vw, 1.4rem)', 1000)).toBeCloseTo(21.9)
})
