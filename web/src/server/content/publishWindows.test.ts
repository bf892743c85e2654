/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import type { BlockOf, PageBlock } from '@/blocks/types'
import { applyPublishWindows, isInWindow, nextChangeOf, revalidateSeconds } from './publishWindows'
import { loadSitePage, REVALIDATE_SECONDS } from './sitePages'

const at = (moment: string) => Date.parse(moment)
type Brochure = NonNullable<BlockOf<'brochures'>['brochures']>[number]

function brochure(id: string, availableFrom: string | null, availableUntil: string | null): Brochure {
  const image = {
    alt: id,
    src: `/_seed/images/${id}.jpg`,
    width: 1200,
    height: 1200,
    crop: null,
    hotspot: null,
  }
  return { _id: id, title: id, image, file: `/_seed/files/${id}.pdf`, availableFrom, availableUntil }
}

const block = (brochures: Brochure[]): PageBlock => ({
  _key: 'b',
  _type: 'brochures',
  title: 'Brochures',
  brochures,
})
const shownIds = (blocks: PageBlock[] | null) =>
  blocks?.flatMap((shown) => (shown._type === 'brochures' ? (shown.brochures ?? []).map((b) => b._id) : []))

describe('a publish window', () => {
  const window = { availableFrom: '2027-07-01T00:00:00Z', availableUntil: '2027-08-01T00:00:00Z' }

  it('shows from its start, inclusive, until its end, exclusive', () => {
    expect(isInWindow(window, at('2027-06-30T23:59:59.999Z'))).toBe(false)
    expect(isInWindow(window, at('2027-07-01T00:00:00Z'))).toBe(true)
    expect(isInWindow(window, at('2027-07-31T23:59:59.999Z'))).toBe(true)
    expect(isInWindow(window, at('2027-08-01T00:00:00Z'))).toBe(false)
  })

  it('is open at an end left empty', () => {
    expect(isInWindow({ availableFrom: null, availableUntil: null }, 0)).toBe(true)
    expect(isInWindow({ ...window, availableFrom: null }, at('1999-01-01T00:00:00Z'))).toBe(true)
    expect(isInWindow({ ...window, availableUntil: null }, at('2099-01-01T00:00:00Z'))).toBe(true)
  })

  it('changes next at the nearest start or end still ahead', () => {
    const windows = [window, { availableFrom: null, availableUntil: '2027-07-15T00:00:00Z' }]
    expect(nextChangeOf(windows, at('2027-06-01T00:00:00Z'))).toBe(at('2027-07-01T00:00:00Z'))
    expect(nextChangeOf(windows, at('2027-07-01T00:00:00Z'))).toBe(at('2027-07-15T00:00:00Z'))
    expect(nextChangeOf(windows, at('2027-07-20T00:00:00Z'))).toBe(at('2027-08-01T00:00:00Z'))
    expect(nextChangeOf(windows, at('2027-08-01T00:00:00Z'))).toBeNull()
  })
})

describe('the revalidation time a window gives', () => {
  const now = at('2027-07-01T00:00:00Z')

  it('is the usual one when no window changes sooner, or none changes at all', () => {
    expect(revalidateSeconds(60, null, now)).toBe(60)
    expect(revalidateSeconds(60, now + 61_000, now)).toBe(60)
    expect(revalidateSeconds(10, now + 30_000, now)).toBe(10)
  })

  it('is the time to the change, rounded up to the second after it', () => {
    expect(revalidateSeconds(60, now + 59_000, now)).toBe(59)
    expect(revalidateSeconds(60, now + 12_001, now)).toBe(13)
  })

  it('is never under a second, as Next requires', () => {
    expect(revalidateSeconds(60, now + 200, now)).toBe(1)
    expect(revalidateSeconds(60, now, now)).toBe(1)
  })
})

describe('applyPublishWindows', () => {
  const blocks = [
    { _key: 'i', _type: 'iconStrip', title: null, items: [] } satisfies PageBlock,
    block([
      brochure('always', null, null),
      brochure('future', '2027-07-01T00:00:30Z', null),
      brochure('ending', null, '2027-07-01T00:00:10Z'),
      brochure('expired', null, '2027-06-01T00:00:00Z'),
    ]),
  ]

  it('keeps the brochures in their window, in order, and leaves other blocks alone', () => {
    const { blocks: shown, nextChange } = applyPublishWindows(blocks, at('2027-07-01T00:00:00Z'))
    expect(shown?.[0]).toBe(blocks[0])
    expect(shownIds(shown)).toEqual(['always', 'ending'])
    expect(nextChange).toBe(at('2027-07-01T00:00:10Z'))
  })

  it('follows the clock: the ending brochure goes at its end, the future one comes at its start', () => {
    expect(shownIds(applyPublishWindows(blocks, at('2027-07-01T00:00:10Z')).blocks)).toEqual(['always'])
    expect(shownIds(applyPublishWindows(blocks, at('2027-07-01T00:00:30Z')).blocks)).toEqual([
      'always',
      'future',
    ])
  })

  it('leaves out a deleted brochure (a null reference) and one without its PDF', () => {
    const broken = block([null as unknown as Brochure, { ...brochure('no-pdf', null, null), file: null }])
    expect(shownIds(applyPublishWindows([broken], 0).blocks)).toEqual([])
  })
})

describe('the tours brochures page', () => {
  const tours = getSite('tours') as Site
  const noBackOffice = { countries: jest.fn(), toursOf: jest.fn(), destinations: jest.fn(), trip: jest.fn() }

  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  async function shownAt(moment: string) {
    jest.setSystemTime(at(moment))
    const loaded = await loadSitePage(tours, 'brochures', noBackOffice)
    return { ids: shownIds(loaded?.content?.page.blocks ?? null), revalidate: loaded?.revalidate }
  }

  it('shows neither the expired nor the future brochure, and is rebuilt at the usual time', async () => {
    const { ids, revalidate } = await shownAt('2026-11-26T00:00:00Z')
    expect(ids).toHaveLength(18)
    expect(ids).not.toContain('brochure-tours-japan-cherry-blossom-2026')
    expect(ids).not.toContain('brochure-tours-small-group-tours-2028')
    expect(revalidate).toBe(REVALIDATE_SECONDS)
  })

  it('is rebuilt the second the future brochure is due, and then shows it first', async () => {
    expect((await shownAt('2027-08-31T23:59:35Z')).revalidate).toBe(25)
    const due = await shownAt('2027-09-01T00:00:00Z')
    expect(due.ids?.[0]).toBe('brochure-tours-small-group-tours-2028')
  })

  it('is rebuilt the second a brochure expires, and then leaves it out', async () => {
    expect((await shownAt('2027-12-31T12:59:58.500Z')).revalidate).toBe(2)
    expect((await shownAt('2027-12-31T13:00:00Z')).ids).not.toContain('brochure-tours-himalaya-2027')
  })
})
