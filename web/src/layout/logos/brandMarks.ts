import type { BrandId } from '@travel/config'

/**
 * One shape of a brand's mark, on a 48 × 48 grid: filled or stroked in the mark's ink (the
 * wordmark's colour: white on the header, the brand colour on light) or in the brand's accent.
 */
export interface MarkShape {
  d: string
  tone: 'ink' | 'accent'
  /** A line of this width (grid units) rather than a filled area. */
  stroke?: number
}

/**
 * Each brand's mark, drawn for this project: the logo's symbol (BrandLogo.tsx) and the favicon's
 * (scripts/brand-icons.ts draws it on the brand's colour). Wayfarer a sun over mountains,
 * Tidewater a sun rising over waves, Fairway a flag on the green, Silver Line rails running to the
 * horizon inside a station roundel.
 */
export const brandMarks: Record<BrandId, MarkShape[]> = {
  tours: [
    { d: 'M25 14a7 7 0 1 0 14 0a7 7 0 1 0-14 0Z', tone: 'accent' },
    { d: 'M2 42 17 15l8 13 6-8 15 22Z', tone: 'ink' },
    { d: 'M13 22l4-7 4 7-2 2-2-2-2 2Z', tone: 'accent' },
  ],
  cruises: [
    { d: 'M11 25a13 13 0 0 1 26 0Z', tone: 'accent' },
    { d: 'M3 31c5 0 5-3.5 10.5-3.5S19 31 24 31s5-3.5 10.5-3.5S40 31 45 31', tone: 'ink', stroke: 3.5 },
    { d: 'M3 40c5 0 5-3.5 10.5-3.5S19 40 24 40s5-3.5 10.5-3.5S40 40 45 40', tone: 'ink', stroke: 3.5 },
  ],
  golf: [
    { d: 'M18 5v31', tone: 'ink', stroke: 3 },
    { d: 'M19.5 5 38 12.5 19.5 20Z', tone: 'accent' },
    { d: 'M3 44c4-7 38-7 42 0Z', tone: 'ink' },
    { d: 'M31 33.5a3 3 0 1 0 6 0a3 3 0 1 0-6 0Z', tone: 'accent' },
  ],
  rail: [
    { d: 'M24 3a21 21 0 1 1 0 42a21 21 0 1 1 0-42Z', tone: 'accent', stroke: 4 },
    { d: 'M5 15h38', tone: 'accent', stroke: 3 },
    { d: 'M12 41 22.5 15M36 41 25.5 15', tone: 'ink', stroke: 3 },
    { d: 'M11 35h26M15.5 27h17M18.5 21h11', tone: 'ink', stroke: 2.5 },
  ],
}
