import type { BrandId } from '@travel/config'

/**
 * A brand's wordmark beside its mark (BrandLogo.tsx): its name in the headings' face and what it
 * sells in spaced capitals of the text face, each given its width (`textLength`, measured in the
 * brand's own fonts), so the logo keeps its box whichever font draws it.
 */
export interface Wordmark {
  name: string
  nameSize: number
  nameWeight: number
  nameWidth: number
  line: string
  lineWidth: number
  /** The logo's width on its 44-unit-high grid. */
  width: number
}

export const brandWordmarks: Record<BrandId, Wordmark> = {
  tours: {
    name: 'Wayfarer',
    nameSize: 22,
    nameWeight: 700,
    nameWidth: 104.5,
    line: 'TOURS',
    lineWidth: 38.6,
    width: 154,
  },
  cruises: {
    name: 'Tidewater',
    nameSize: 22,
    nameWeight: 700,
    nameWidth: 103,
    line: 'CRUISES',
    lineWidth: 49.9,
    width: 152,
  },
  golf: {
    name: 'Fairway',
    nameSize: 26,
    nameWeight: 600,
    nameWidth: 82.8,
    line: 'GOLF JOURNEYS',
    lineWidth: 98.6,
    width: 148,
  },
  rail: {
    name: 'Silver Line',
    nameSize: 22,
    nameWeight: 700,
    nameWidth: 110.7,
    line: 'RAIL JOURNEYS',
    lineWidth: 96.6,
    width: 160,
  },
}
