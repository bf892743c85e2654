/** @jest-environment node */
import { getSite, type Site } from '@travel/config'
import { sandboxForThisFile } from '@/testing/sandbox'
import { PICTURES } from '../../../../studio/seed/pictures'
import { warehouseClient } from './warehouse'

const sandboxUrl = sandboxForThisFile()
const tokyo = PICTURES['warehouse-tokyo-skyline']
const standrews = PICTURES['warehouse-scotland-st-andrews-cathedral']
const site = (id: string) => getSite(id) as Site

type Received = { path: string; headers: Record<string, string>; body: unknown }

async function received(target: string): Promise<Received[]> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/requests?target=${target}`)
  return ((await response.json()) as { requests: Received[] }).requests
}

describe('the warehouse client', () => {
  it("asks for a destination's tours with call 4's payload, in the site's currency, as tour cards", async () => {
    const tours = await warehouseClient(site('tours-nz')).toursOfDestination('japan')
    expect(tours).toHaveLength(6)
    expect(tours[0]).toEqual({
      code: 'TR-JP-5',
      name: 'Tokyo City Break',
      slug: 'tokyo-city-break-5-days',
      // The sandbox stands in for the warehouse, its photos' origin too: a picture of Tokyo.
      image: { url: `${sandboxUrl()}/warehouse-images/${tokyo.file}`, alt: tokyo.alt },
      durationDays: 5,
      priceFrom: 2189,
      currency: 'NZD',
    })
    const [call] = await received('warehouse.tours')
    expect(call!.body).toEqual({
      slug: 'japan',
      priceFrom: 1,
      priceTo: null,
      orderPrice: 'ASC',
      pageSize: 6,
      pageNumber: 1,
      isBestSeller: false,
      isSpecialOffer: false,
    })
    expect(call!.headers).toMatchObject({ 'company-code': 'WFT-NZ', currency: 'NZD', language: 'en' })
  })

  it('gives a tour without a price a null price ("price on request")', async () => {
    const kenya = await warehouseClient(site('tours')).toursOfDestination('kenya')
    expect(kenya).toEqual([expect.objectContaining({ code: 'TR-KE-9', priceFrom: null, currency: 'AUD' })])
  })

  it("reads call 3's destination tree into groups and destinations", async () => {
    const [root] = await warehouseClient(site('tours')).categories()
    expect(root).toMatchObject({ title: 'TOUR DESTINATION', slug: 'tour-destination' })
    const asia = root!.children.find(({ slug }) => slug === 'asia')!
    expect(asia.children.length).toBeGreaterThan(7)
    expect(asia.children[0]).toEqual({ title: 'Vietnam', slug: 'vietnam', isShow: true, children: [] })
    expect(asia.children.find(({ slug }) => slug === 'laos')?.isShow).toBe(false)
    expect((await received('warehouse.categories'))[0]!.body).toEqual({ productType: ['tour'] })
  })

  it('answers empty lists, and logs, when the warehouse fails', async () => {
    await fetch(`${sandboxUrl()}/__sandbox/fail?target=warehouse.categories&times=1`, { method: 'POST' })
    await fetch(`${sandboxUrl()}/__sandbox/fail?target=warehouse.filter&times=1`, { method: 'POST' })
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const client = warehouseClient(site('golf'))
    expect(await client.categories()).toEqual([])
    expect(await client.filter('tour', 'japan')).toEqual([])
    error.mockRestore()
  })

  it('finds a product by its exact code with call 2, the code as the keyword', async () => {
    const client = warehouseClient(site('golf'))
    expect(await client.product('golf-package', 'GF-SCO-7')).toEqual({
      code: 'GF-SCO-7',
      name: 'Scotland Links: St Andrews & Carnoustie',
      // St Andrews, its cathedral above a links.
      image: { url: `${sandboxUrl()}/warehouse-images/${standrews.file}`, alt: standrews.alt },
    })
    const [call] = await received('warehouse.products')
    expect(call!.body).toEqual({ isFromQuickSearch: true, keyWord: 'GF-SCO-7' })
    expect(call!.headers).toMatchObject({ 'company-code': 'FGJ-AU', currency: 'AUD', language: 'en' })
  })

  it('answers null for a code the warehouse has not under that type, or has only in part', async () => {
    const client = warehouseClient(site('tours'))
    expect(await client.product('cruise', 'TR-VN-15')).toBeNull()
    expect(await client.product('tour', 'TR-VN')).toBeNull()
  })

  it('throws, rather than answer "no such product", when the warehouse fails', async () => {
    await fetch(`${sandboxUrl()}/__sandbox/fail?target=warehouse.products&times=1`, { method: 'POST' })
    await expect(warehouseClient(site('tours')).product('tour', 'TR-VN-15')).rejects.toThrow(/HTTP 503/)
  })
})
