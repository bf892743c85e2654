/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import type { BlockOf, PageBlock } from '@/blocks/types'
import { familWindow } from './familWindow'
import { applyPublishWindows, revalidateSeconds } from './publishWindows'
import { loadSitePage, REVALIDATE_SECONDS } from './sitePages'

const at = (moment: string) => Date.parse(moment)
type Famil = NonNullable<BlockOf<'familInformation'>['famil']>

function famil(id: string, schedule: Partial<Famil>): Famil {
  return {
    _id: id,
    brand: 'golf',
    title: id,
    tripName: 'Links of Fife',
    date: '2027-09-14',
    hidden: false,
    registrationOpens: null,
    registrationCloses: null,
    itineraryAndPrice: null,
    termsAndConditions: null,
    ...schedule,
  }
}

const block = (value: Famil | null, key = 'f'): PageBlock => ({
  _key: key,
  _type: 'familInformation',
  title: value?.title ?? null,
  famil: value,
  noFamilOpen: null,
})
const shown = (blocks: PageBlock[] | null) =>
  blocks?.map((each) => (each._type === 'familInformation' ? (each.famil?._id ?? null) : 'other'))

describe("a famil's window", () => {
  it('runs from registration opening until it closes', () => {
    const window = familWindow(
      famil('f', { registrationOpens: '2027-01-01T00:00:00Z', registrationCloses: '2027-07-30T14:00:00Z' }),
    )
    expect(window).toEqual({
      availableFrom: '2027-01-01T00:00:00Z',
      availableUntil: '2027-07-30T14:00:00.000Z',
    })
  })

  it('ends as the travel date begins in Sydney when registration closes later, or never closes', () => {
    expect(familWindow(famil('f', {})).availableUntil).toBe('2027-09-13T14:00:00.000Z')
    expect(
      familWindow(famil('f', { date: '2027-01-14', registrationCloses: '2027-02-01T00:00:00Z' }))
        .availableUntil,
    ).toBe('2027-01-13T13:00:00.000Z')
  })
})

describe('famils on a page, by the clock', () => {
  const closing = famil('closing', { registrationCloses: '2027-07-01T00:00:10Z' })
  const departing = famil('departing', { date: '2027-07-02' })
  const future = famil('future', { registrationOpens: '2027-07-01T00:00:30Z' })
  const blocks: PageBlock[] = [
    { _key: 'i', _type: 'iconStrip', title: null, items: [] },
    block(closing, 'a'),
    block(departing, 'b'),
    block(future, 'c'),
    block(famil('hidden', { hidden: true, registrationCloses: '2027-07-01T00:00:05Z' }), 'd'),
  ]

  it('keeps only the famils open for registration, and leaves other blocks alone', () => {
    const { blocks: result, nextChange } = applyPublishWindows(blocks, at('2027-07-01T00:00:00Z'))
    expect(result?.[0]).toBe(blocks[0])
    expect(shown(result)).toEqual(['other', 'closing', 'departing', null, null])
    // The hidden famil's own window does not count: unhiding it is a publish.
    expect(nextChange).toBe(at('2027-07-01T00:00:10Z'))
    expect(revalidateSeconds(60, nextChange, at('2027-07-01T00:00:00Z'))).toBe(10)
  })

  it('drops a famil as its registration closes, and shows one as it opens', () => {
    expect(shown(applyPublishWindows(blocks, at('2027-07-01T00:00:10Z')).blocks)).toEqual([
      'other',
      null,
      'departing',
      null,
      null,
    ])
    expect(shown(applyPublishWindows(blocks, at('2027-07-01T00:00:30Z')).blocks)).toEqual([
      'other',
      null,
      'departing',
      'future',
      null,
    ])
  })

  it('drops a famil once it has departed, and asks to be rendered again then', () => {
    const beforeDeparture = at('2027-07-01T13:59:58.500Z')
    const { nextChange } = applyPublishWindows(blocks, beforeDeparture)
    expect(revalidateSeconds(60, nextChange, beforeDeparture)).toBe(2)
    expect(shown(applyPublishWindows(blocks, at('2027-07-01T14:00:00Z')).blocks)).toEqual([
      'other',
      null,
      null,
      'future',
      null,
    ])
  })

  it('shows nothing for a deleted famil (a null reference)', () => {
    expect(shown(applyPublishWindows([block(null)], 0).blocks)).toEqual([null])
  })

  it('says on the first card that no famil is open when none shows, and when the next one opens', () => {
    const noneOpen = (moment: string) =>
      (applyPublishWindows(blocks, at(moment)).blocks ?? []).map((each) =>
        each._type === 'familInformation' ? each.noFamilOpen : 'other',
      )
    // While a famil shows, no card says anything of the kind.
    expect(noneOpen('2027-07-01T00:00:00Z')).toEqual(['other', null, null, null, null])
    // All closed or departed, one to open later: the first card says when (the hidden famil
    // does not count).
    const laterFuture = [
      ...blocks.slice(0, 3),
      block(famil('later', { registrationOpens: '2027-08-01T00:00:00Z' }), 'c'),
    ]
    const [, first, ...rest] = (
      applyPublishWindows(laterFuture, at('2027-07-02T00:00:00Z')).blocks ?? []
    ).map((each) => (each._type === 'familInformation' ? each.noFamilOpen : 'other'))
    expect(first).toEqual({ nextOpening: '2027-08-01T00:00:00.000Z' })
    expect(rest).toEqual([null, null])
    // None to come: the first card says none is open, and no date.
    expect(noneOpen('2027-09-20T00:00:00Z')).toEqual(['other', { nextOpening: null }, null, null, null])
  })

  it('gives a card it leaves out no title, so that the page does not take it as its heading', () => {
    const [first] = applyPublishWindows([block(closing)], at('2027-07-02T00:00:00Z')).blocks ?? []
    expect(first).toMatchObject({ _type: 'familInformation', title: null, famil: null })
    const [open] = applyPublishWindows([block(closing)], at('2027-06-01T00:00:00Z')).blocks ?? []
    expect(open).toMatchObject({ title: 'closing' })
  })
})

describe('the golf famils page', () => {
  const golf = getSite('golf') as Site
  const noBackOffice = { countries: jest.fn(), toursOf: jest.fn(), destinations: jest.fn(), trip: jest.fn() }

  async function shownAt(moment: string) {
    const loaded = await loadSitePage(golf, 'famils', noBackOffice, at(moment))
    return { ids: shown(loaded?.content?.page.blocks ?? null), revalidate: loaded?.revalidate }
  }

  it('shows the Scotland famil while its registration is open, never the closed Algarve one', async () => {
    const { ids, revalidate } = await shownAt('2026-11-26T00:00:00Z')
    expect(ids).toEqual(['other', 'famil-golf-scotland-links-2027', null])
    expect(revalidate).toBe(REVALIDATE_SECONDS)
  })

  it('is rendered again the second registration closes, and then shows no famil', async () => {
    expect((await shownAt('2027-07-30T13:59:30Z')).revalidate).toBe(30)
    expect((await shownAt('2027-07-30T14:00:00Z')).ids).toEqual(['other', null, null])
  })

  it('says that no famil is open once none is, rather than showing its intro alone', async () => {
    const loaded = await loadSitePage(golf, 'famils', noBackOffice, at('2027-08-01T00:00:00Z'))
    const cards = (loaded?.content?.page.blocks ?? []).filter((each) => each._type === 'familInformation')
    expect(cards.map((card) => card.noFamilOpen)).toEqual([{ nextOpening: null }, null])
  })
})
