/** @jest-environment node */
import path from 'node:path'
import { getSite, type Site } from '@travel/config'
import type { PageBlock } from '@/blocks/types'
import { loadDataset } from './embeddedDataset'
import { isInWindow } from './publishWindows'
import { loadSitePage, REVALIDATE_SECONDS } from './sitePages'

// The tours brochure request (studio/seed/documents/tours/form-tours-brochure-request.ts) offers
// the brand's brochures: its "Which brochure would you like?" select names no option of its own.
const SEED_DATASET = path.join(__dirname, '..', '..', '..', '..', 'studio', 'seed', 'dataset.ndjson')
const tours = getSite('tours') as Site
const noBackOffice = { countries: jest.fn(), toursOf: jest.fn(), destinations: jest.fn(), trip: jest.fn() }
const at = (moment: string) => Date.parse(moment)

type BrochureDocument = {
  _type: string
  brand: string
  title: string
  availableFrom?: string
  availableUntil?: string
}

/** The seed's tours brochures within their window at `now`, by title: what the form must offer. */
async function currentBrochureTitles(now: number): Promise<string[]> {
  const documents = (await loadDataset(SEED_DATASET)) as unknown as BrochureDocument[]
  return documents
    .filter((document) => document._type === 'brochure' && document.brand === 'tours')
    .filter(({ availableFrom = null, availableUntil = null }) =>
      isInWindow({ availableFrom, availableUntil }, now),
    )
    .map((brochure) => brochure.title)
    .sort()
}

function brochureSelect(blocks: PageBlock[] | null) {
  const form = blocks?.find((block) => block._type === 'formBlock')?.form
  const select = form?.fields?.find((field) => 'name' in field && field.name === 'brochure')
  if (!select || !('options' in select)) throw new Error('The brochure request has no brochure select')
  return select.options ?? []
}

describe('the brochure request form’s choices', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  async function requestPageAt(moment: string) {
    jest.setSystemTime(at(moment))
    const loaded = await loadSitePage(tours, 'brochure-request', noBackOffice)
    if (!loaded) throw new Error('The tours site has no /brochure-request')
    return { options: brochureSelect(loaded.content!.page.blocks), revalidate: loaded.revalidate }
  }

  it('are the brand’s brochures in their window, by title, each sent as its title', async () => {
    const { options } = await requestPageAt('2026-12-02T00:00:00Z')
    const titles = await currentBrochureTitles(at('2026-12-02T00:00:00Z'))
    expect(options.map((option) => option.label)).toEqual(titles)
    expect(options.map((option) => option.value)).toEqual(titles)
    expect(titles).toHaveLength(18)
    // Ended on 31 May 2026; on sale from 1 September 2027.
    expect(titles).not.toContain('Japan cherry blossom 2026')
    expect(titles).not.toContain('Small-group tours 2028')
    expect(titles).toContain('Small-group tours 2027')
  })

  it('follow the windows: a brochure leaves at its end and comes at its start', async () => {
    const spring2026 = await requestPageAt('2026-05-01T00:00:00Z')
    expect(spring2026.options.map((option) => option.label)).toEqual(
      await currentBrochureTitles(at('2026-05-01T00:00:00Z')),
    )
    expect(spring2026.options.map((option) => option.label)).toContain('Japan cherry blossom 2026')
    expect(spring2026.options.map((option) => option.label)).not.toContain('Small-group tours 2027')

    const september2027 = await requestPageAt('2027-09-01T00:00:00Z')
    expect(september2027.options.map((option) => option.label)).toEqual(
      await currentBrochureTitles(at('2027-09-01T00:00:00Z')),
    )
    expect(september2027.options.map((option) => option.label)).toContain('Small-group tours 2028')
  })

  it('rebuild the page the second a brochure’s window opens or closes', async () => {
    expect((await requestPageAt('2026-06-30T23:59:50Z')).revalidate).toBe(10)
    expect((await requestPageAt('2026-12-02T00:00:00Z')).revalidate).toBe(REVALIDATE_SECONDS)
  })
})
