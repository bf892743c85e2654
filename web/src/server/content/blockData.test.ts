/** @jest-environment node */
import { getSite, type ProductType, type Site } from '@travel/config'
import { sandboxForThisFile } from '@/testing/sandbox'
import { COUNTRIES } from '../../../../scripts/sandbox/catalogue'
import type { QueriedBlock } from '@/blocks/types'
import { addBlockData, upstreamSources } from './blockData'

const golf = getSite('golf') as Site
const wizard = (key: string): QueriedBlock => ({
  _key: key,
  _type: 'tailorMadeWizard',
  title: 'Golf holidays made for you',
  intro: null,
  golfFocus: null,
  featuredPlaces: null,
})
const tours = (key: string, destinationSlug: string): QueriedBlock => ({
  _key: key,
  _type: 'tourProducts',
  title: `Tours of ${destinationSlug}`,
  destinationSlug,
  seeMore: null,
})
const featured = (...trips: Array<[ProductType, string]>): QueriedBlock => ({
  _key: 'f',
  _type: 'featuredTrips',
  title: 'Where we’re heading',
  intro: null,
  trips: trips.map(([type, code]) => ({ type, code })),
})
const voyage = (key: string, code: string) => ({
  _key: key,
  trip: { type: 'cruise' as const, code },
  departures: ['2027-06-05'],
  summary: 'Return from Bergen.',
  button: null,
  askAboutVoyage: true,
})
const voyages = (...codes: string[]): QueriedBlock => ({
  _key: 'v',
  _type: 'voyageCards',
  title: 'Where we’re sailing',
  intro: null,
  voyages: codes.map((code, index) => voyage(`v${index}`, code)),
})
const text: QueriedBlock = { _key: 't', _type: 'richTextSection', title: 'Why golf with us', body: null }

const sandboxUrl = sandboxForThisFile()

/** The country lists the warehouse was asked for, by company code. */
async function countryCalls(): Promise<string[]> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/requests?target=warehouse.countries`)
  const { requests } = (await response.json()) as { requests: { headers: Record<string, string> }[] }
  return requests.map((request) => request.headers['company-code'] ?? '')
}

describe('block data from the back office', () => {
  it("gives each wizard block the warehouse's countries by id and name, asking once per page", async () => {
    const { blocks, complete } = await addBlockData([wizard('a'), text, wizard('b')], upstreamSources(golf))
    const countries = COUNTRIES.map(({ id, name }) => ({ id, name }))
    expect(blocks).toEqual([{ ...wizard('a'), countries }, text, { ...wizard('b'), countries }])
    expect(complete).toBe(true)
    expect(await countryCalls()).toEqual([golf.companyCode])
  })

  it("gives each tour block its destination's six cheapest tours, asking once per destination", async () => {
    const nz = getSite('tours-nz') as Site
    const { blocks, complete } = await addBlockData(
      [tours('a', 'japan'), tours('b', 'kenya'), tours('c', 'japan')],
      upstreamSources(nz),
    )
    const [japan, kenya, again] = blocks as {
      tours: { code: string; priceFrom: number | null; currency: string }[]
    }[]
    // Cheapest first, six of Japan's nine: the one the tours home features among them.
    expect(japan!.tours.map(({ code }) => code)).toEqual([
      'TR-JP-5',
      'TR-JP-7',
      'TR-JP-9',
      'TR-JP-16',
      'TR-JP-12',
      'TR-JP-KISO',
    ])
    expect(japan!.tours.every(({ currency }) => currency === 'NZD')).toBe(true)
    expect(again!.tours).toEqual(japan!.tours)
    expect(kenya!.tours).toEqual([expect.objectContaining({ code: 'TR-KE-9', priceFrom: null })])
    expect(complete).toBe(true)
    const response = await fetch(`${sandboxUrl()}/__sandbox/requests?target=warehouse.tours`)
    const { requests } = (await response.json()) as { requests: { body: { slug: string } }[] }
    expect(requests.map(({ body }) => body.slug).sort()).toEqual(['japan', 'kenya'])
  })

  it('says the page lacks data when a destination has no tours to show', async () => {
    const { blocks, complete } = await addBlockData([tours('a', 'atlantis')], upstreamSources(golf))
    expect(blocks).toEqual([{ ...tours('a', 'atlantis'), tours: [] }])
    expect(complete).toBe(false)
  })

  it('does not call the warehouse for a page without such a block', async () => {
    const { blocks, complete } = await addBlockData([text], upstreamSources(golf))
    expect(blocks).toEqual([text])
    expect(complete).toBe(true)
    expect(await countryCalls()).toEqual([])
  })

  it('says the page lacks data when the warehouse fails, and gives the wizard no countries', async () => {
    await fetch(`${sandboxUrl()}/__sandbox/fail?target=warehouse.countries&times=1`, { method: 'POST' })
    const { blocks, complete } = await addBlockData([wizard('a')], upstreamSources(golf))
    expect(blocks).toEqual([{ ...wizard('a'), countries: [] }])
    expect(complete).toBe(false)
    expect(await countryCalls()).toEqual([golf.companyCode])
  })

  it('builds the page without countries when no back office is configured, to mend once served', async () => {
    const env = { ...process.env, NODE_ENV: 'production' as const, SANDBOX_URL: '', WAREHOUSE_API_URL: '' }
    jest.replaceProperty(process, 'env', env)
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { blocks, complete } = await addBlockData([wizard('a')], upstreamSources(golf))
      expect(blocks).toEqual([{ ...wizard('a'), countries: [] }])
      expect(complete).toBe(false)
      expect(error).toHaveBeenCalledWith(expect.stringContaining('Missing WAREHOUSE_API_URL'))
      expect(await countryCalls()).toEqual([])
    } finally {
      jest.restoreAllMocks()
    }
  })

  it('keeps only well-formed countries of an odd answer, and only their id and name', async () => {
    const odd = [
      { id: 392, name: 'Japan', code: 'JP', destinations: ['Tokyo', 'Kyoto'] },
      { id: '704', name: 'Vietnam' },
      { id: 620, name: ' ' },
      null,
      { id: 724, name: 'Spain' },
    ]
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(Response.json({ status: 200, data: odd }))
    try {
      const { blocks } = await addBlockData([wizard('a')], upstreamSources(golf))
      expect(blocks).toEqual([
        {
          ...wizard('a'),
          countries: [
            { id: 392, name: 'Japan' },
            { id: 724, name: 'Spain' },
          ],
        },
      ])
    } finally {
      fetchSpy.mockRestore()
    }
  })

  it("gives a featured-trips block each trip as the warehouse has it now, in the site's currency, leaving out and logging one it no longer has", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const nz = getSite('tours-nz') as Site
      const block = featured(['tour', 'TR-JP-KISO'], ['tour', 'TR-GONE-1'], ['rail', 'RL-JP-14'])
      const { blocks, complete } = await addBlockData([block], upstreamSources(nz))
      expect(blocks).toEqual([
        {
          ...block,
          products: [
            {
              type: 'tour',
              code: 'TR-JP-KISO',
              name: 'Japan: Kyoto, Kiso & the Alps',
              durationDays: 13,
              priceFrom: 9290,
              currency: 'NZD',
              // The warehouse's photo of the trip's destination, with its own alt text.
              image: {
                url: expect.stringMatching(/\/warehouse-images\/[0-9a-f]{40}-\d+x\d+\.jpg$/),
                alt: expect.stringMatching(/Kyoto|Kiso|Japan/),
              },
            },
            expect.objectContaining({ type: 'rail', code: 'RL-JP-14', name: 'Japan by Shinkansen' }),
          ],
        },
      ])
      expect(complete).toBe(true)
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('The warehouse has no tour TR-GONE-1'))
    } finally {
      jest.restoreAllMocks()
    }
  })

  it('asks again once for a featured trip the warehouse did not answer for', async () => {
    await fetch(`${sandboxUrl()}/__sandbox/fail?target=warehouse.products&times=1`, { method: 'POST' })
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { blocks, complete } = await addBlockData(
        [featured(['tour', 'TR-VN-LAN'])],
        upstreamSources(golf),
      )
      expect(blocks).toEqual([
        { ...featured(['tour', 'TR-VN-LAN']), products: [expect.objectContaining({ code: 'TR-VN-LAN' })] },
      ])
      expect(complete).toBe(true)
    } finally {
      jest.restoreAllMocks()
    }
  })

  it('leaves out a featured trip the warehouse did not answer for twice, and says the page lacks data', async () => {
    await fetch(`${sandboxUrl()}/__sandbox/fail?target=warehouse.products&times=2`, { method: 'POST' })
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { blocks, complete } = await addBlockData(
        [featured(['tour', 'TR-VN-LAN'])],
        upstreamSources(golf),
      )
      expect(blocks).toEqual([{ ...featured(['tour', 'TR-VN-LAN']), products: [] }])
      expect(complete).toBe(false)
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining('No answer from the warehouse for the trip tour TR-VN-LAN'),
      )
    } finally {
      jest.restoreAllMocks()
    }
  })

  it("gives each voyage card its cruise as the warehouse has it, keeping the editor's dates and line, and leaves out one it no longer has", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const cruises = getSite('cruises') as Site
      const { blocks, complete } = await addBlockData(
        [voyages('CR-NOR-12', 'CR-GONE-1', 'CR-MED-10')],
        upstreamSources(cruises),
      )
      const { voyages: _asQueried, ...block } = voyages('CR-NOR-12', 'CR-GONE-1', 'CR-MED-10') as Extract<
        QueriedBlock,
        { _type: 'voyageCards' }
      >
      expect(blocks).toEqual([
        {
          ...block,
          voyages: expect.any(Array),
          cards: [
            {
              ...(({ trip: _trip, ...card }) => card)(voyage('v0', 'CR-NOR-12')),
              product: {
                type: 'cruise',
                code: 'CR-NOR-12',
                name: 'Norway’s Fjords & North Cape',
                durationDays: 13,
                priceFrom: 9280,
                currency: 'AUD',
                image: {
                  url: expect.stringMatching(/\/warehouse-images\/[0-9a-f]{40}-\d+x\d+\.jpg$/),
                  alt: expect.stringMatching(/fjord/i),
                },
              },
            },
            expect.objectContaining({
              _key: 'v2',
              product: expect.objectContaining({ code: 'CR-MED-10', name: 'Mediterranean Mosaic' }),
            }),
          ],
        },
      ])
      expect(complete).toBe(true)
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('The warehouse has no cruise CR-GONE-1'))
    } finally {
      jest.restoreAllMocks()
    }
  })
})
