import { connect } from 'node:net'

import { PICTURES, type PictureName } from '../../studio/seed/pictures'
import { PRODUCTS, TOUR_CATEGORY_TREE, type CategoryLeaf, type CategoryNode } from './catalogue'
import type { RecordedRequest } from './recorder'
import { startSandbox, type Sandbox } from './server'

let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 })
})

afterAll(async () => {
  await sandbox.close()
})

beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/requests`, { method: 'DELETE' })
  await fetch(`${sandbox.url}/__sandbox/fail`, { method: 'DELETE' })
})

/** A product photo as the warehouse lists it: the picture's file on the sandbox, and its alt text. */
const photo = (name: PictureName) => ({
  url: `${sandbox.url}/warehouse-images/${PICTURES[name].file}`,
  alt: PICTURES[name].alt,
})

// Tests read arbitrary JSON back; `any` keeps the assertions readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

interface CallOptions {
  method?: string
  headers?: Record<string, string>
  body?: unknown
  /** Sent as is, for malformed bodies. */
  rawBody?: string
}

async function call(path: string, { method = 'POST', headers = {}, body, rawBody }: CallOptions = {}) {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: (text === '' ? null : JSON.parse(text)) as Json,
  }
}

const WAREHOUSE = { 'company-code': 'WFT-AU', 'x-api-key': 'test-key' }
const RESERVATION = { ...WAREHOUSE, language: 'en' }
const PORTAL = { 'company-code': 'WFT-AU', source: 'website', site: 'tours' }
const CMS = { 'company-code': 'WFT-AU' }

const FAMIL_BODY = {
  companyName: 'Harbour Travel Pty Ltd',
  companyTradingName: '',
  companyWebsite: '',
  companyIndustryAccreditation: '',
  companyRegistrationNumber: 'ABN 1',
  companyConsortium: '',
  companyStreetAddress: '1 George St',
  companyCity: 'Sydney',
  companyPostcode: '2000',
  companyState: 'NSW',
  companyCountry: 'Australia',
  companyOtherCountry: '',
  companyCountryCode: '',
  companyPhone: '+61292345678',
  companyEmail: 'office@harbour.example',
  agentTitle: 'Ms',
  agentFirstName: 'Ana',
  agentLastName: 'Smith',
  agentNationality: 'Australia',
  agentGender: 'Female',
  agentEmail: '',
  agentDOB: '1990-04-30',
  agentPhysicalAbilityHandicap: false,
  agentPhysicalAbilitySmoker: false,
  agentPhysicalAbilityDietary: '',
  agentPhysicalAbilityOther: '',
}
const ACCEPTANCE_FIELDS = {
  ...FAMIL_BODY,
  companyTradingName: 'Harbour Travel',
  agentPhone: '+61400000000',
  agentBeddingConfiguration: 'Twin Share',
  agentTravelCompanion: false,
}

/** A complete tailor-made request, as the site's delivery sends it (docs/upstream.md). */
const TAILOR_MADE = {
  selectedBedType: 'single',
  country: ['Italy'],
  travelType: 'SOLO',
  numberAdults: 1,
  numberChildren: 0,
  childrenDetails: [],
  isConnectingRoom: false,
  travelDate: {
    type: 'HAVE_DATES_SET',
    duration: 7,
    arriveLocation: 'Rome',
    departLocation: 'Venice',
    arriveDate: '2099-04-01',
    departDate: '2099-04-07',
    locationsAsArray: ['Florence'],
  },
  destinationFocus: 'culture_and_heritage',
  interesting: ['Local Cuisine'],
  transportation: ['Train'],
  alreadyBought: ['Flights'],
  detailAlreadyBought: [{ type: 'Flights', content: '<p>QF1</p>' }],
  lastThing: [],
  budget: { currency: 'AUD', amount: 8000 },
  pace: 'Moderate Pace',
  accommodation: 'dexluxe',
  desiredTour: '',
  contactInformation: { name: 'Ana Smith', email: 'ana@example.com', phoneNumber: '+61 400 000 000' },
  numberRooms: { singleRoom: 1, doubleRoom: 0, tripleRoom: 0, quadRoom: 0 },
  otherLocationVisit: [{ location: 'Florence', numberNights: 2, note: '' }],
  site: 'wayfarertours.com.au',
}
const GOLF = {
  golfExperienced: 'beginner',
  golfCourseType: ['links'],
  numberOfRoundsOfGolf: 3,
  privateOrPublicGolfCourses: '',
  bringGolfClubsOrRent: 'rent',
  lookingForGoflCourse: true,
  wantToPlayMultipleCourses: false,
  interestedInParticipatingGolfEvents: null,
  assistanceWithGolfTransportation: null,
  interestedInGolfLessons: true,
  accessToGolfProTraning: null,
  storageGolfCart: false,
}

// Without a body the call is a GET: the only GET is the country list.
const warehouse = (path: string, body?: unknown, headers: Record<string, string> = WAREHOUSE) =>
  call(`/warehouse${path}`, { method: body === undefined ? 'GET' : 'POST', body, headers })

async function recorded(query = ''): Promise<RecordedRequest[]> {
  const { body } = await call(`/__sandbox/requests${query}`, { method: 'GET' })
  return body.requests
}

const injectFailure = (query: string) => call(`/__sandbox/fail?${query}`)

describe('control', () => {
  it('reports health', async () => {
    expect(await call('/__sandbox/health', { method: 'GET' })).toMatchObject({
      status: 200,
      body: { ok: true },
    })
  })

  it('answers 404 JSON to unknown paths, also under /__sandbox', async () => {
    for (const path of ['/nowhere', '/warehouse/nothing', '/__sandbox/nothing']) {
      const { status, body } = await call(path, { method: 'GET' })
      expect(status).toBe(404)
      expect(body.status).toBe(404)
    }
  })

  it('answers 405 with Allow to a known path with the wrong method', async () => {
    const control = await call('/__sandbox/health', { method: 'POST' })
    expect(control.status).toBe(405)
    expect(control.headers.get('allow')).toBe('GET')
    const api = await call('/warehouse/location/countries', { method: 'POST', headers: WAREHOUSE, body: {} })
    expect(api.status).toBe(405)
    expect(api.headers.get('allow')).toBe('GET')
  })
})

describe('warehouse headers', () => {
  it.each([
    ['both missing', {}],
    ['x-api-key missing', { 'company-code': 'WFT-AU' }],
    ['company-code missing', { 'x-api-key': 'k' }],
    ['company-code empty', { 'company-code': '', 'x-api-key': 'k' }],
  ])('refuses a call with %s', async (_case, headers: Record<string, string>) => {
    const { status, body } = await warehouse('/location/countries', undefined, headers)
    expect(status).toBe(401)
    expect(body).toEqual({ status: 401, message: 'Missing company-code or x-api-key header' })
  })

  it('reads header names case-insensitively', async () => {
    const { status } = await warehouse(
      '/product/tour/filter',
      { keyWord: '' },
      { 'Company-Code': 'X', 'X-API-KEY': 'k' },
    )
    expect(status).toBe(200)
  })
})

describe('warehouse product filter', () => {
  it('matches destinations and product names, case-insensitively', async () => {
    const { status, body } = await warehouse('/product/tour/filter', {
      isFromQuickSearch: true,
      keyWord: 'VIET',
    })
    expect(status).toBe(200)
    expect(body.data.destinations).toEqual({ vietnam: 4 })
    expect(Object.keys(body.data.products).sort()).toEqual(['TR-VN-15', 'TR-VN-22', 'TR-VN-8', 'TR-VN-LAN'])
    expect(body.data.products['TR-VN-15']).toEqual({ code: 'TR-VN-15', name: 'Vietnam Highlights' })
  })

  it('counts a destination whose product name (not destination name) matches', async () => {
    const { body } = await warehouse('/product/cruise/filter', {
      isFromQuickSearch: true,
      keyWord: 'mosaic',
    })
    expect(body.data.destinations).toEqual({ mediterranean: 1 })
    expect(Object.keys(body.data.products)).toEqual(['CR-MED-10'])
  })

  it.each(['tour', 'cruise', 'golf-package', 'rail'])('serves type %s', async (type) => {
    const { status, body } = await warehouse(`/product/${type}/filter`, {
      isFromQuickSearch: false,
      keyWord: '',
    })
    expect(status).toBe(200)
    const count = PRODUCTS.filter((product) => product.type === type).length
    expect(count).toBeGreaterThanOrEqual(8)
    expect(Object.keys(body.data.products)).toHaveLength(count)
    expect(Object.values(body.data.destinations as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
      count,
    )
  })

  it('answers an empty result when nothing matches', async () => {
    const { body } = await warehouse('/product/rail/filter', { isFromQuickSearch: true, keyWord: 'atlantis' })
    expect(body).toEqual({ status: 200, data: { destinations: {}, products: {} } })
  })

  it('refuses an unknown product type', async () => {
    const { status, body } = await warehouse('/product/hotel/filter', { keyWord: '' })
    expect(status).toBe(404)
    expect(body).toEqual({ status: 404, message: 'Unknown product type' })
  })

  it('refuses a non-string keyWord', async () => {
    expect((await warehouse('/product/tour/filter', { keyWord: 42 })).status).toBe(400)
  })
})

describe('warehouse product photos', () => {
  it('serves each product a JPEG from the address its listing gives, the same one every time', async () => {
    const { body } = await warehouse('/product/tour', { isFromQuickSearch: false, keyWord: 'japan' })
    const url: string = body.data[0].images[0].url
    const first = await fetch(url)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/jpeg')
    const bytes = Buffer.from(await first.arrayBuffer())
    // A JPEG's start-of-image marker, and not a blank file.
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('answers 404 for a name that is not a product photo, and 405 for a POST', async () => {
    const halong = `${sandbox.url}/warehouse-images/${PICTURES['warehouse-halong-bay-junk'].file}`
    expect((await fetch(`${sandbox.url}/warehouse-images/../secret.jpg`)).status).toBe(404)
    expect((await fetch(`${sandbox.url}/warehouse-images/TR-VN-8.jpg`)).status).toBe(404)
    // A seed picture that is not a product photo: a brand's own, of no place.
    expect(
      (await fetch(`${sandbox.url}/warehouse-images/${PICTURES['tours-local-leader-group'].file}`)).status,
    ).toBe(404)
    expect((await fetch(halong, { method: 'POST' })).status).toBe(405)
  })
})

describe('warehouse product search', () => {
  it('lists every product of a type for an empty keyWord, in the documented shape', async () => {
    const { status, body } = await warehouse('/product/tour', { isFromQuickSearch: false, keyWord: '' })
    expect(status).toBe(200)
    expect(body.data).toHaveLength(PRODUCTS.filter((product) => product.type === 'tour').length)
    expect(body.data[0]).toEqual({
      code: 'TR-VN-15',
      name: 'Vietnam Highlights',
      images: [photo('warehouse-hanoi-hoan-kiem')],
      durationDays: 15,
      priceFrom: 3490,
      currency: 'AUD',
      destination: 'Vietnam',
      hasPrice: true,
    })
    expect(body.data.some((tour: Json) => tour.hasPrice === false)).toBe(true)
  })

  it('filters by keyWord on name or destination', async () => {
    const { body } = await warehouse('/product/rail', { isFromQuickSearch: true, keyWord: 'japan' })
    expect(body.data.map((p: Json) => p.code)).toEqual(['RL-JP-12', 'RL-JP-14'])
    const byName = await warehouse('/product/golf-package', {
      isFromQuickSearch: true,
      keyWord: 'algarve golf',
    })
    expect(byName.body.data.map((p: Json) => p.code)).toEqual(['GF-ALG-7'])
  })

  it('finds a product by its whole code, not by a part of it', async () => {
    const whole = await warehouse('/product/tour', { isFromQuickSearch: true, keyWord: 'tr-vn-15' })
    expect(whole.body.data.map((p: Json) => p.code)).toEqual(['TR-VN-15'])
    const part = await warehouse('/product/tour', { isFromQuickSearch: true, keyWord: 'TR-VN' })
    expect(part.body.data).toEqual([])
  })

  it.each([
    ['ONE_TO_TEN_DAYS', 1, 10],
    ['TEN_TO_FIFTEEN_DAYS', 11, 15],
    ['FIFTEEN_TO_TWENTY_DAYS', 16, 20],
    ['MORE_THAN_TWENTY', 21, Infinity],
  ])('filters by duration %s', async (duration, min, max) => {
    const { status, body } = await warehouse('/product/tour', {
      isFromQuickSearch: false,
      keyWord: '',
      duration,
    })
    expect(status).toBe(200)
    expect(body.data.length).toBeGreaterThan(0)
    for (const tour of body.data) {
      expect(tour.durationDays).toBeGreaterThanOrEqual(min)
      expect(tour.durationDays).toBeLessThanOrEqual(max)
    }
  })

  it('refuses an invalid duration and an unknown type', async () => {
    const invalid = await warehouse('/product/tour', { keyWord: '', duration: 'FOREVER' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.status).toBe(400)
    expect((await warehouse('/product/spaceflight', { keyWord: '' })).status).toBe(404)
  })

  it('records the call as warehouse.products', async () => {
    await warehouse('/product/tour', { keyWord: 'japan' })
    expect((await recorded()).map((r) => r.target)).toEqual(['warehouse.products'])
  })
})

describe('warehouse categories', () => {
  it('answers the tour destination tree', async () => {
    const { status, body } = await warehouse('/category/find-by-type', { productType: ['tour'] })
    expect(status).toBe(200)
    expect(body.data).toHaveLength(1)
    const [root] = body.data as CategoryNode[]
    expect(root).toMatchObject({ title: 'TOUR DESTINATION', slug: 'tour-destination' })
    const groups = root!.children as CategoryNode[]
    expect(groups.map((g) => g.title)).toEqual([
      'Asia',
      'Europe',
      'Africa & Middle East',
      'The Americas',
      'Australia & Pacific',
    ])
    const sizes = groups.map((g) => g.children.length)
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(4)
    expect(Math.max(...sizes)).toBeGreaterThan(7)
    expect(sizes.filter((size) => size > 5).length).toBeGreaterThanOrEqual(2)
    const leaves = groups.flatMap((g) => g.children as CategoryLeaf[])
    expect(leaves[0]).toEqual({ title: 'Vietnam', slug: 'vietnam', isShow: true })
    expect(leaves.filter((leaf) => !leaf.isShow).length).toBe(2)
  })

  it('places every tour in a destination of the tree', () => {
    const slugs = new Set(
      (TOUR_CATEGORY_TREE.children as CategoryNode[]).flatMap((g) => g.children.map((leaf) => leaf.slug)),
    )
    for (const tour of PRODUCTS.filter((product) => product.type === 'tour')) {
      expect(slugs).toContain(tour.destinationSlug)
    }
  })

  it('has no tree for other types, and refuses a bad productType', async () => {
    expect((await warehouse('/category/find-by-type', { productType: ['cruise'] })).body).toEqual({
      status: 200,
      data: [],
    })
    expect((await warehouse('/category/find-by-type', { productType: 'tour' })).status).toBe(400)
    expect((await warehouse('/category/find-by-type', { productType: ['hotel'] })).status).toBe(400)
  })
})

describe('warehouse tours by destination', () => {
  const tours = (body: Record<string, unknown>) =>
    warehouse('/product/tour', {
      priceFrom: null,
      priceTo: null,
      isBestSeller: false,
      isSpecialOffer: false,
      ...body,
    })

  it('lists the tours of a destination sorted by price, unpriced last, with slugs', async () => {
    const asc = await tours({ slug: 'vietnam', orderPrice: 'ASC', pageSize: 10, pageNumber: 1 })
    expect(asc.status).toBe(200)
    expect(asc.body.data.map((t: Json) => t.code)).toEqual(['TR-VN-8', 'TR-VN-15', 'TR-VN-LAN', 'TR-VN-22'])
    expect(asc.body.data[0]).toEqual({
      code: 'TR-VN-8',
      name: 'Hanoi & Halong Bay Discovery',
      slug: 'hanoi-halong-bay-discovery-8-days',
      images: [photo('warehouse-halong-bay-junk')],
      durationDays: 8,
      priceFrom: 1690,
      currency: 'AUD',
      destination: 'Vietnam',
      hasPrice: true,
    })
    const desc = await tours({ slug: 'vietnam', orderPrice: 'DESC', pageSize: 10, pageNumber: 1 })
    expect(desc.body.data.map((t: Json) => t.code)).toEqual(['TR-VN-LAN', 'TR-VN-15', 'TR-VN-8', 'TR-VN-22'])
  })

  it('prices in the currency the site asks in, and refuses one it does not know', async () => {
    const nzd = await warehouse(
      '/product/tour',
      { slug: 'vietnam', orderPrice: 'ASC' },
      { ...WAREHOUSE, currency: 'NZD' },
    )
    expect(nzd.body.data[0]).toMatchObject({ code: 'TR-VN-8', priceFrom: 1859, currency: 'NZD' })
    const search = await warehouse('/product/tour', { keyWord: 'halong' }, { ...WAREHOUSE, currency: 'nzd' })
    expect(search.body.data[0]).toMatchObject({ priceFrom: 1859, currency: 'NZD' })
    const yen = await warehouse('/product/tour', { slug: 'vietnam' }, { ...WAREHOUSE, currency: 'JPY' })
    expect(yen).toMatchObject({ status: 400, body: { message: 'Unsupported currency: JPY' } })
  })

  it('has a destination with more tours than a destination page shows, one without a price', async () => {
    const japan = await tours({ slug: 'japan', orderPrice: 'ASC', pageSize: 6, pageNumber: 1 })
    expect(japan.body.data).toHaveLength(6)
    const all = await tours({ slug: 'japan', orderPrice: 'ASC' })
    expect(all.body.data.length).toBeGreaterThan(6)
    expect(all.body.data.some((tour: Json) => tour.hasPrice === false)).toBe(true)
  })

  it('pages from pageNumber 1', async () => {
    const page = (pageNumber: number) =>
      tours({ slug: 'vietnam', orderPrice: 'ASC', pageSize: 2, pageNumber })
    expect((await page(1)).body.data.map((t: Json) => t.code)).toEqual(['TR-VN-8', 'TR-VN-15'])
    expect((await page(2)).body.data.map((t: Json) => t.code)).toEqual(['TR-VN-LAN', 'TR-VN-22'])
    expect((await page(3)).body.data).toEqual([])
  })

  it('filters by price range and flags', async () => {
    const cheap = await tours({ slug: 'vietnam', priceFrom: 0, priceTo: 2000, orderPrice: 'ASC' })
    expect(cheap.body.data.map((t: Json) => t.code)).toEqual(['TR-VN-8', 'TR-VN-22'])
    const best = await tours({ slug: 'vietnam', isBestSeller: true })
    expect(best.body.data.map((t: Json) => t.code)).toEqual(['TR-VN-15'])
    const offers = await tours({ slug: 'vietnam', isSpecialOffer: true })
    expect(offers.body.data.map((t: Json) => t.code)).toEqual(['TR-VN-8'])
  })

  it("lists a golf company's golf packages, a tour company's tours", async () => {
    const golf = { ...WAREHOUSE, 'company-code': 'FGJ-AU' }
    const body = { slug: 'ireland', orderPrice: 'ASC', pageSize: 6, pageNumber: 1 }
    const ireland = await warehouse('/product/tour', body, golf)
    expect(ireland.body.data.map((t: Json) => t.code)).toEqual(['GF-IE-6', 'GF-IE-8'])
    expect((await warehouse('/product/tour', { ...body, slug: 'japan' }, golf)).body.data).toEqual([])
    expect((await tours({ slug: 'ireland' })).body.data).toEqual([])
  })

  it('answers [] for a destination without tours', async () => {
    expect((await tours({ slug: 'fiji' })).body).toEqual({ status: 200, data: [] })
  })

  it('refuses invalid paging and ordering', async () => {
    expect((await tours({ slug: 'vietnam', pageSize: 0 })).status).toBe(400)
    expect((await tours({ slug: 'vietnam', pageNumber: 1.5 })).status).toBe(400)
    expect((await tours({ slug: 'vietnam', orderPrice: 'UP' })).status).toBe(400)
    expect((await tours({ slug: '' })).status).toBe(400)
  })

  it('is told apart from the product search by the slug in the body', async () => {
    await tours({ slug: 'japan' })
    await warehouse('/product/tour', { isFromQuickSearch: false, keyWord: 'japan' })
    expect((await recorded()).map((r) => r.target)).toEqual(['warehouse.tours', 'warehouse.products'])
  })
})

describe('warehouse locations', () => {
  it('lists about 20 countries with numeric ids', async () => {
    const { status, body } = await warehouse('/location/countries', undefined)
    expect(status).toBe(200)
    expect(body.data.length).toBeGreaterThanOrEqual(18)
    expect(body.data).toContainEqual({ id: 704, name: 'Vietnam' })
    expect(new Set(body.data.map((c: Json) => c.id)).size).toBe(body.data.length)
  })

  it('lists destinations of the given countries', async () => {
    const { status, body } = await warehouse('/location/destinations-by-countries', {
      countriesId: [704, 392, 99999],
    })
    expect(status).toBe(200)
    const names = body.data.map((d: Json) => d.name)
    expect(names).toEqual(expect.arrayContaining(['Hanoi', 'Hoi An', 'Tokyo', 'Kyoto']))
    expect(body.data[0]).toEqual({ name: expect.any(String) })
    expect(names).not.toContain('Paris')
  })

  it('refuses countriesId that is not an array of ids', async () => {
    expect((await warehouse('/location/destinations-by-countries', { countriesId: '704' })).status).toBe(400)
    expect((await warehouse('/location/destinations-by-countries', {})).status).toBe(400)
  })
})

describe('reservation', () => {
  const tailorMade = (body: unknown, headers: Record<string, string> = RESERVATION) =>
    call('/reservation-api/reservation/tailor-made', { body, headers })
  const enquiry = (body: unknown, headers: Record<string, string> = { ...RESERVATION, currency: 'AUD' }) =>
    call('/reservation-api/reservation/enquiry', { body, headers })
  it('receives a tailor-made request with a fresh id each time', async () => {
    const first = await tailorMade(TAILOR_MADE)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({
      status: 200,
      message: 'Tailor-made request received',
      data: { id: expect.stringMatching(/^TM-\d+$/) },
    })
    const second = await tailorMade(TAILOR_MADE)
    expect(second.body.data.id).not.toBe(first.body.data.id)
  })

  it('receives one without an email, and one with the golf preferences', async () => {
    const { email: _, ...noEmail } = TAILOR_MADE.contactInformation
    expect((await tailorMade({ ...TAILOR_MADE, contactInformation: noEmail })).status).toBe(200)
    expect((await tailorMade({ ...TAILOR_MADE, destinationFocus: 'golf_holidays', ...GOLF })).status).toBe(
      200,
    )
  })

  it('refuses a tailor-made request without contact name and phone', async () => {
    for (const contactInformation of [{}, { name: 'Ana' }, { name: ' ', phoneNumber: '1' }]) {
      const { status, body: answer } = await tailorMade({ ...TAILOR_MADE, contactInformation })
      expect(status).toBe(400)
      expect(answer).toEqual({
        status: 400,
        error: 'contactInformation.name and contactInformation.phoneNumber are required',
      })
    }
  })

  it.each([
    ['not an object', null, 'Body must be a JSON object'],
    ['a list', [1], 'Body must be a JSON object'],
    ['without a field', { ...TAILOR_MADE, lastThing: undefined }, 'lastThing must be a list'],
    ['a number as text', { ...TAILOR_MADE, numberAdults: '1' }, 'numberAdults must be a number'],
    ['a list of numbers', { ...TAILOR_MADE, country: [36] }, 'country must be a list of strings'],
    ['text for a boolean', { ...TAILOR_MADE, isConnectingRoom: 'no' }, 'isConnectingRoom must be a boolean'],
    ['an empty site', { ...TAILOR_MADE, site: '' }, 'site must be a non-empty string'],
    [
      'a nested field missing',
      { ...TAILOR_MADE, travelDate: { ...TAILOR_MADE.travelDate, locationsAsArray: undefined } },
      'travelDate.locationsAsArray must be a list of strings',
    ],
    [
      'a wrong list entry',
      { ...TAILOR_MADE, childrenDetails: [{ age: 4 }, { age: '7' }] },
      'childrenDetails[1].age must be a number',
    ],
    [
      'a wrong entry of another list',
      { ...TAILOR_MADE, otherLocationVisit: [{ location: 'Rome', numberNights: 2 }] },
      'otherLocationVisit[0].note must be a string',
    ],
    ['an object as text', { ...TAILOR_MADE, budget: 'AUD 100' }, 'budget must be an object'],
    [
      'an email that is not text',
      { ...TAILOR_MADE, contactInformation: { ...TAILOR_MADE.contactInformation, email: 7 } },
      'contactInformation.email must be a string when given',
    ],
    [
      'the golf focus without its preferences',
      { ...TAILOR_MADE, destinationFocus: 'golf_holidays' },
      'golfExperienced must be a string',
    ],
    [
      'a golf yes/no as text',
      { ...TAILOR_MADE, destinationFocus: 'golf_holidays', ...GOLF, storageGolfCart: 'yes' },
      'storageGolfCart must be a boolean or null',
    ],
  ])('refuses a tailor-made request with %s, naming the first wrong field', async (_, body, error) => {
    const { status, body: answer } = await tailorMade(body)
    expect(status).toBe(400)
    expect(answer).toEqual({ status: 400, error })
  })

  it('checks company-code, x-api-key and language', async () => {
    expect((await tailorMade(TAILOR_MADE, { 'company-code': 'WFT-AU', language: 'en' })).status).toBe(401)
    expect((await tailorMade(TAILOR_MADE, WAREHOUSE)).status).toBe(400)
    const french = await tailorMade(TAILOR_MADE, { ...WAREHOUSE, language: 'fr' })
    expect(french.status).toBe(400)
    expect(french.body.message).toMatch(/language/)
  })

  const ENQUIRY = {
    title: '',
    firstName: 'Ana Lee',
    surname: 'Ana Lee',
    email: 'ana@example.com',
    countryCode: '',
    phone: '',
    startDate: '2027-03-01',
    endDate: '2027-03-05',
    productType: 'accommodation',
    code: '',
    note: 'Room: 1',
    rooms: [{ adult: 2, child: 1 }],
    location: 'Hoi An',
    webSite: 'wayfarertours.com.au',
    accommodation: '',
    accommodationType: '',
    deckLevel: '',
    contactId: 0,
    language: 'en',
    currency: 'AUD',
  }

  it('receives an enquiry of either tab', async () => {
    const { status, body } = await enquiry(ENQUIRY)
    expect(status).toBe(200)
    expect(body).toEqual({
      status: 200,
      message: 'Enquiry received',
      data: { id: expect.stringMatching(/^EQ-\d+$/) },
    })
    expect((await enquiry({ ...ENQUIRY, productType: 'chapter-flight' })).status).toBe(200)
  })

  it('receives an enquiry about a product of the catalogue, by its type and code (our extension of the call)', async () => {
    expect((await enquiry({ ...ENQUIRY, productType: 'golf-package', code: 'GF-SCO-7' })).status).toBe(200)
    expect((await enquiry({ ...ENQUIRY, productType: 'tour', code: 'TR-VN-15' })).status).toBe(200)
  })

  it('refuses an enquiry without the currency header', async () => {
    const noCurrency = await enquiry(ENQUIRY, RESERVATION)
    expect(noCurrency).toMatchObject({ status: 400, body: { message: 'Missing header: currency' } })
  })

  it.each([
    ['not an object', [ENQUIRY], 'Body must be a JSON object'],
    ['a field missing', { ...ENQUIRY, deckLevel: undefined }, 'deckLevel must be a string'],
    ['a field of its own', { ...ENQUIRY, phoneNumber: '1' }, 'Unknown field: phoneNumber'],
    ['no email', { ...ENQUIRY, email: ' ' }, 'email is required'],
    ['no site', { ...ENQUIRY, webSite: '' }, 'webSite is required'],
    [
      'an unknown productType',
      { ...ENQUIRY, productType: 'hotel' },
      'productType must be one of: accommodation, chapter-flight, tour, cruise, golf-package, rail',
    ],
    [
      "a product's type without its code",
      { ...ENQUIRY, productType: 'cruise' },
      'code must be the code of a cruise product',
    ],
    [
      "another type's product code",
      { ...ENQUIRY, productType: 'cruise', code: 'TR-VN-15' },
      'code must be the code of a cruise product',
    ],
    [
      'a date not YYYY-MM-DD',
      { ...ENQUIRY, startDate: '01/03/2027' },
      'startDate must be a date, YYYY-MM-DD',
    ],
    [
      'a day that does not exist',
      { ...ENQUIRY, endDate: '2027-02-30' },
      'endDate must be a date, YYYY-MM-DD',
    ],
    ['dates out of order', { ...ENQUIRY, endDate: '2027-02-28' }, 'endDate must not be before startDate'],
    ['a contact id', { ...ENQUIRY, contactId: 12 }, 'contactId must be 0'],
    ['another language', { ...ENQUIRY, language: 'fr' }, "language must be 'en'"],
    ["a currency not the header's", { ...ENQUIRY, currency: 'NZD' }, 'currency must be the currency header'],
    ['no rooms', { ...ENQUIRY, rooms: [] }, 'rooms must be a non-empty list'],
    [
      'a room without adults',
      { ...ENQUIRY, rooms: [{ adult: 0, child: 0 }] },
      'rooms[0].adult must be a whole number from 1',
    ],
    [
      'a room with text',
      { ...ENQUIRY, rooms: [{ adult: 1, child: '0' }] },
      'rooms[0].child must be a whole number from 0',
    ],
  ])('refuses an enquiry with %s, naming the first wrong field', async (_, body, error) => {
    const { status, body: answer } = await enquiry(body)
    expect(status).toBe(400)
    expect(answer).toEqual({ status: 400, error })
  })
})

describe('passenger portal', () => {
  const NO_CACHE = {
    'cache-control': 'no-cache, no-store, must-revalidate',
    pragma: 'no-cache',
    expires: '0',
  }
  const famil = (body: unknown, headers: Record<string, string> = { ...PORTAL, ...NO_CACHE }) =>
    call('/passenger-portal/online-form/famil', { body, headers })
  const contactUs = (body: unknown) =>
    call('/passenger-portal/online-form/contact-us', { body, headers: PORTAL })
  const form = {
    title: 'Ms',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Smith',
    phoneNumber: '400000000',
    countryCode: '+61',
    isSubscribeNewsletters: true,
  }

  it.each(['company-code', 'source', 'site'])('refuses a call without the %s header', async (name) => {
    const headers = Object.fromEntries(Object.entries(PORTAL).filter(([key]) => key !== name))
    const { status, body } = await famil(FAMIL_BODY, { ...headers, ...NO_CACHE })
    expect(status).toBe(400)
    expect(body).toEqual({ status: 400, message: `Missing header: ${name}` })
  })

  it.each(['cache-control', 'pragma', 'expires'])(
    'refuses a famil without its %s no-cache header',
    async (name) => {
      const headers = Object.fromEntries(Object.entries(NO_CACHE).filter(([key]) => key !== name))
      const { status, body } = await famil(FAMIL_BODY, { ...PORTAL, ...headers })
      expect(status).toBe(400)
      expect(body.message).toContain(`Missing header: ${name}`)
    },
  )

  it('receives a famil registration', async () => {
    expect(await famil(FAMIL_BODY)).toMatchObject({
      status: 200,
      body: { status: 200, message: 'Famil registration received' },
    })
  })

  it.each([
    [{ agentLastName: '' }, 'agentLastName must be a non-empty string'],
    [{ companyName: undefined }, 'companyName must be a non-empty string'],
    [{ companyTradingName: undefined }, 'companyTradingName must be a string'],
    [{ agentDOB: '30/04/1990' }, 'agentDOB must be a date as YYYY-MM-DD'],
    [{ agentDOB: '1990-02-30' }, 'agentDOB must be a date as YYYY-MM-DD'],
    [{ agentPhysicalAbilitySmoker: 'true' }, 'agentPhysicalAbilitySmoker must be a boolean'],
    [{ companyCountryCode: '+61' }, "companyCountryCode must be ''"],
    [{ familName: 'Japan' }, 'Unknown field: familName'],
  ])('refuses a famil body with %j: %s', async (change, message) => {
    expect(await famil({ ...FAMIL_BODY, ...change })).toMatchObject({ status: 400, body: { message } })
  })

  it('receives a contact-us form', async () => {
    expect(await contactUs(form)).toMatchObject({
      status: 200,
      body: { status: 200, message: 'Thank you for contacting us' },
    })
  })

  it.each([
    'title',
    'email',
    'firstName',
    'lastName',
    'phoneNumber',
    'countryCode',
    'isSubscribeNewsletters',
  ])('refuses a contact-us form without %s, naming it', async (field) => {
    const { status, body } = await contactUs({ ...form, [field]: undefined })
    expect(status).toBe(400)
    expect(body.message).toContain(field)
  })

  it('refuses a contact-us form whose newsletter box is unticked', async () => {
    expect((await contactUs({ ...form, isSubscribeNewsletters: false })).status).toBe(400)
  })
})

describe('CMS store', () => {
  const store = (body: unknown, headers: Record<string, string> = CMS) =>
    call('/site-api/cms/submit-form/public/store', { body, headers })
  const submission = {
    type: 'newsletter',
    email: 'ana@example.com',
    contents: JSON.stringify({ name: 'Ana' }),
  }

  it('stores a submission', async () => {
    expect(await store(submission)).toMatchObject({ status: 200, body: { status: 200, message: 'Stored' } })
  })

  it("checks an agent acceptance's and a famil's contents against their contracts", async () => {
    const acceptance = { type: 'Agent acceptance', ...ACCEPTANCE_FIELDS }
    const copy = (contents: object, type = 'Agent acceptance') =>
      store({ type, email: 'a@b.co', contents: JSON.stringify(contents) })
    expect((await copy(acceptance)).status).toBe(200)
    expect(await copy({ ...acceptance, agentTravelCompanion: 'yes' })).toMatchObject({
      status: 400,
      body: { message: 'contents.agentTravelCompanion must be a boolean' },
    })
    expect(await copy({ ...acceptance, agentBeddingConfiguration: 'Double' })).toMatchObject({ status: 400 })
    expect(await copy(acceptance, 'Another title')).toMatchObject({ status: 400 })
    const famil = { ...FAMIL_BODY, familName: 'Japan famil' }
    expect((await copy(famil, 'Japan famil')).status).toBe(200)
    expect(await copy({ ...famil, agentDOB: '1990-4-30' }, 'Japan famil')).toMatchObject({
      status: 400,
      body: { message: 'contents.agentDOB must be a date as YYYY-MM-DD' },
    })
  })

  it("checks a virtuoso registration's contents: the one-item follow-up flags, yes or no, the terms", async () => {
    const virtuoso = {
      type: 'Virtuoso agents',
      fullName: 'Priya Raman',
      companyName: 'Harbour Travel',
      agencyAffiliation: '',
      email: 'priya@example.com',
      phone: '0400123456',
      mostProduct: '',
      typeOfClient: '',
      preferredFollowUp: [{ email: true, zoomcall: false, inPerson: false }],
      receiveExclusiveOffers: 'no',
      termsAndConditions: true,
      location: '',
    }
    const copy = (contents: object, type = 'Virtuoso agents') =>
      store({ type, email: 'priya@example.com', contents: JSON.stringify(contents) })
    expect((await copy(virtuoso)).status).toBe(200)
    const wrong: [object, string][] = [
      [
        { ...virtuoso, preferredFollowUp: { email: true, zoomcall: false, inPerson: false } },
        'contents.preferredFollowUp must be a one-item list of {email, zoomcall, inPerson}',
      ],
      [
        { ...virtuoso, preferredFollowUp: [{ email: 'yes', zoomcall: false, inPerson: false }] },
        'contents.preferredFollowUp flags must be booleans',
      ],
      [
        { ...virtuoso, preferredFollowUp: [{ email: false, zoomcall: false, inPerson: false }] },
        'contents.preferredFollowUp must have a flag set',
      ],
      [
        { ...virtuoso, receiveExclusiveOffers: true },
        "contents.receiveExclusiveOffers must be 'yes' or 'no'",
      ],
      [{ ...virtuoso, termsAndConditions: false }, 'contents.termsAndConditions must be true'],
      [{ ...virtuoso, phone: '123456' }, 'contents.phone must be 7 to 16 characters'],
      [{ ...virtuoso, fullName: '' }, 'contents.fullName must be a non-empty string'],
      [{ ...virtuoso, location: undefined }, 'contents.location must be a string'],
      [{ ...virtuoso, fax: '' }, 'contents.Unknown field: fax'],
    ]
    for (const [contents, message] of wrong)
      expect(await copy(contents)).toMatchObject({ status: 400, body: { message } })
    expect(await copy(virtuoso, 'Another title')).toMatchObject({
      status: 400,
      body: { message: 'contents.type must be the store type' },
    })
  })

  it('requires company-code, every field, and contents as a JSON string', async () => {
    expect((await store(submission, {})).status).toBe(401)
    expect(await store({ ...submission, email: undefined })).toMatchObject({
      status: 400,
      body: { message: 'Missing field: email' },
    })
    expect((await store({ ...submission, contents: '{not json' })).status).toBe(400)
  })

  it("checks a career application's contents: firstName, lastName and the CV's full URL", async () => {
    const fields = {
      firstName: 'Ana',
      lastName: 'Silva',
      document: 'https://example.com/api/uploads/cv/a.pdf',
    }
    const career = (contents: unknown) =>
      store({ type: 'career', email: 'ana@example.com', contents: JSON.stringify(contents) })
    expect((await career(fields)).status).toBe(200)
    const wrong: [unknown, string][] = [
      [{ ...fields, firstName: '' }, 'Missing career field: firstName'],
      [{ ...fields, lastName: undefined }, 'Missing career field: lastName'],
      [{ ...fields, document: '/api/uploads/cv/a.pdf' }, 'career document must be an absolute http(s) URL'],
      [{ ...fields, document: 'javascript:alert(1)' }, 'career document must be an absolute http(s) URL'],
      [{ ...fields, email: 'ana@example.com' }, 'Unknown career field: email'],
      [[fields], 'career contents must be a JSON object'],
    ]
    for (const [contents, message] of wrong)
      expect(await career(contents)).toMatchObject({ status: 400, body: { message } })
  })
})

describe('recording', () => {
  it('records every API call with its answer, oldest first', async () => {
    await call('/warehouse/location/countries?lang=en', {
      method: 'GET',
      headers: { ...WAREHOUSE, 'X-Trace': 'abc' },
    })
    await warehouse(
      '/product/tour/filter',
      { isFromQuickSearch: true, keyWord: 'peru' },
      { 'company-code': 'X' },
    )
    const [countries, filter] = await recorded()
    expect(countries).toEqual({
      id: expect.any(Number),
      target: 'warehouse.countries',
      method: 'GET',
      path: '/warehouse/location/countries',
      query: { lang: 'en' },
      headers: expect.objectContaining({
        'company-code': 'WFT-AU',
        'x-api-key': 'test-key',
        'x-trace': 'abc',
      }),
      body: null,
      status: 200,
      replayed: false,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })
    expect(filter).toMatchObject({
      target: 'warehouse.filter',
      body: { isFromQuickSearch: true, keyWord: 'peru' },
      status: 401,
    })
    expect(filter!.id).toBeGreaterThan(countries!.id)
  })

  it('filters by target and by header value', async () => {
    await warehouse('/location/countries', undefined, { ...WAREHOUSE, 'company-code': 'WFT-AU' })
    await warehouse('/location/countries', undefined, { ...WAREHOUSE, 'company-code': 'WFT-NZ' })
    await call('/site-api/cms/submit-form/public/store', { headers: { 'company-code': 'WFT-NZ' }, body: {} })
    expect(await recorded('?target=warehouse.countries')).toHaveLength(2)
    const nz = await recorded('?header.company-code=WFT-NZ')
    expect(nz.map((r) => r.target)).toEqual(['warehouse.countries', 'cms.store'])
    expect(await recorded('?target=cms.store&header.Company-Code=WFT-NZ')).toHaveLength(1)
    expect((await call('/__sandbox/requests?target=nope', { method: 'GET' })).status).toBe(400)
  })

  it('does not record control calls or unrouted paths', async () => {
    await call('/__sandbox/health', { method: 'GET' })
    await call('/nowhere', { method: 'GET' })
    expect(await recorded()).toEqual([])
  })

  it('clears the log on DELETE', async () => {
    await warehouse('/location/countries')
    const { status } = await call('/__sandbox/requests', { method: 'DELETE' })
    expect(status).toBe(204)
    expect(await recorded()).toEqual([])
  })
})

describe('idempotency', () => {
  const tailorMade = (key: string) =>
    call('/reservation-api/reservation/tailor-made', {
      body: TAILOR_MADE,
      headers: { ...RESERVATION, 'Idempotency-Key': key },
    })

  it('replays the first answer to a repeated key and marks the record', async () => {
    const first = await tailorMade('key-1')
    const again = await tailorMade('key-1')
    expect(again).toMatchObject({ status: first.status, body: first.body })
    const other = await tailorMade('key-2')
    expect(other.body.data.id).not.toBe(first.body.data.id)
    expect((await recorded()).map((r) => r.replayed)).toEqual([false, true, false])
  })

  it('scopes keys to a target', async () => {
    await tailorMade('shared')
    await call('/site-api/cms/submit-form/public/store', {
      headers: { ...CMS, 'idempotency-key': 'shared' },
      body: { type: 't', email: 'e@x.y', contents: '{}' },
    })
    expect((await recorded()).map((r) => r.replayed)).toEqual([false, false])
  })

  it('does not remember failed attempts', async () => {
    await injectFailure('target=reservation.tailor-made&times=1')
    expect((await tailorMade('retry')).status).toBe(503)
    const retried = await tailorMade('retry')
    expect(retried.status).toBe(200)
    expect((await recorded()).map((r) => [r.status, r.replayed])).toEqual([
      [503, false],
      [200, false],
    ])
  })

  it('forgets keys when the log is cleared', async () => {
    const first = await tailorMade('key-reset')
    await call('/__sandbox/requests', { method: 'DELETE' })
    const after = await tailorMade('key-reset')
    expect(after.body.data.id).not.toBe(first.body.data.id)
    expect((await recorded())[0]!.replayed).toBe(false)
  })
})

describe('failure injection', () => {
  it('fails the next N calls to a target with 503 by default, recording them', async () => {
    expect((await injectFailure('target=warehouse.countries&times=2')).status).toBe(204)
    const first = await warehouse('/location/countries')
    expect(first).toMatchObject({ status: 503, body: { status: 503, message: 'Sandbox failure injected' } })
    expect((await warehouse('/location/countries')).status).toBe(503)
    expect((await warehouse('/location/countries')).status).toBe(200)
    expect((await recorded()).map((r) => r.status)).toEqual([503, 503, 200])
  })

  it('uses the given status, only for that target, and queues injections in order', async () => {
    await injectFailure('target=cms.store&times=1&status=500')
    await injectFailure('target=cms.store&times=1&status=429')
    expect((await warehouse('/location/countries')).status).toBe(200)
    const store = () => call('/site-api/cms/submit-form/public/store', { headers: CMS, body: {} })
    const failed = await store()
    expect(failed).toMatchObject({ status: 500, body: { status: 500, message: 'Sandbox failure injected' } })
    expect((await store()).status).toBe(429)
    expect((await store()).status).toBe(400)
  })

  it('fails only the calls whose body has the text an injection matches', async () => {
    await injectFailure('target=cms.store&times=1&match=mine%40example.com')
    const store = (email: string) =>
      call('/site-api/cms/submit-form/public/store', {
        headers: CMS,
        body: { type: 'Brochure', email, contents: '{}' },
      })
    expect((await store('theirs@example.com')).status).toBe(200)
    expect((await store('mine@example.com')).status).toBe(503)
    expect((await store('mine@example.com')).status).toBe(200)
  })

  it('fails only the calls for the company code an injection names', async () => {
    await injectFailure('target=warehouse.countries&times=1&companyCode=WFT-NZ')
    expect((await warehouse('/location/countries')).status).toBe(200)
    const nz = { ...WAREHOUSE, 'company-code': 'WFT-NZ' }
    expect((await warehouse('/location/countries', undefined, nz)).status).toBe(503)
    expect((await warehouse('/location/countries', undefined, nz)).status).toBe(200)
  })

  it('tells the two POST /product/tour calls apart', async () => {
    await injectFailure('target=warehouse.tours&times=1')
    expect((await warehouse('/product/tour', { keyWord: '' })).status).toBe(200)
    expect((await warehouse('/product/tour', { slug: 'vietnam' })).status).toBe(503)
  })

  it('clears every injection on DELETE /__sandbox/fail', async () => {
    await injectFailure('target=warehouse.filter&times=5')
    expect((await call('/__sandbox/fail', { method: 'DELETE' })).status).toBe(204)
    expect((await warehouse('/product/tour/filter', { keyWord: '' })).status).toBe(200)
  })

  it.each([
    'times=1',
    'target=nope&times=1',
    'target=cms.store',
    'target=cms.store&times=0',
    'target=cms.store&times=-1',
    'target=cms.store&times=1.5',
    'target=cms.store&times=abc',
    'target=cms.store&times=1&status=200',
    'target=cms.store&times=1&status=abc',
  ])('refuses %s', async (query) => {
    const { status, body } = await injectFailure(query)
    expect(status).toBe(400)
    expect(body.status).toBe(400)
  })
})

describe('bad input', () => {
  it('answers 400 to malformed JSON, and records it', async () => {
    const { status, body } = await call('/warehouse/product/tour/filter', {
      headers: WAREHOUSE,
      rawBody: '{"keyWord":',
    })
    expect(status).toBe(400)
    expect(body).toEqual({ status: 400, message: 'Malformed JSON' })
    expect((await recorded())[0]).toMatchObject({ target: 'warehouse.filter', body: null, status: 400 })
  })

  it('answers 413 to a body over 1 MB', async () => {
    const rawBody = JSON.stringify({ keyWord: 'x'.repeat(1024 * 1024) })
    const { status, body } = await call('/warehouse/product/tour/filter', { headers: WAREHOUSE, rawBody })
    expect(status).toBe(413)
    expect(body.status).toBe(413)
  })

  it('survives a malformed path and a garbage request line', async () => {
    expect((await call('/warehouse/product/%E0%A4%A/filter', { headers: WAREHOUSE, body: {} })).status).toBe(
      404,
    )
    const { hostname, port } = new URL(sandbox.url)
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.write('NOT HTTP AT ALL\r\n\r\n'))
      let data = ''
      socket.on('data', (chunk) => (data += chunk.toString()))
      socket.on('end', () => resolve(data))
      socket.on('error', reject)
    })
    expect(reply).toMatch(/^HTTP\/1\.1 400/)
    expect((await call('/__sandbox/health', { method: 'GET' })).status).toBe(200)
  })
})

describe('latency', () => {
  it('answers back-office calls latencyMs late, and still answers them', async () => {
    const slow = await startSandbox({ port: 0, latencyMs: 400 })
    try {
      const started = performance.now()
      const response = await fetch(`${slow.url}/site-api/cms/submit-form/public/store`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'company-code': 'WFT-AU' },
        body: JSON.stringify({ type: 'form', email: 'a@b.co', contents: '{}' }),
      })
      expect(response.status).toBe(200)
      expect(performance.now() - started).toBeGreaterThanOrEqual(400)
    } finally {
      await slow.close()
    }
  })
})
