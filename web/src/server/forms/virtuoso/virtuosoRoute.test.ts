/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { FORM_GONE_MESSAGE } from '@/forms/formPlace'
import { VIRTUOSO_MESSAGES } from '@/forms/virtuoso/schema'
import { findSubmission } from '@/server/submissions/store'
import { startFormRouteServer } from '@/testing/formRouteServer'
import { storePerTest } from '@/testing/formRouteStore'

const registration = {
  fullName: 'Priya Raman',
  companyName: 'Harbour Travel',
  agencyAffiliation: 'Virtuoso',
  email: 'priya@agency.example',
  phone: '+61 400 123 456',
  mostProduct: 'River cruises',
  typeOfClient: 'Couples',
  preferredFollowUp: [{ email: false, zoomcall: true, inPerson: false }],
  receiveExclusiveOffers: 'yes',
  termsAndConditions: true,
  location: '',
}
// The seed's virtuoso forms: tours' page has one per market (Show only on), each with its event
// locations (tours: Sydney, Melbourne, Brisbane; tours-nz: Auckland, Wellington, Christchurch);
// golf's has none.
const TOURS_FORM = { page: 'page-tours-virtuoso-agents-vietnam', block: 'vrt7t0ur' }
const TOURS_NZ_FORM = { page: 'page-tours-virtuoso-agents-vietnam', block: 'vrt7t0nz' }
const GOLF_FORM = { page: 'page-golf-virtuoso-agents', block: 'vrt7g0lf' }

let server: Awaited<ReturnType<typeof startFormRouteServer>>
const store = storePerTest()

beforeAll(async () => {
  server = await startFormRouteServer()
})

afterAll(() => server.close())

const register = (host: string, body: Record<string, unknown>) =>
  server.post(host, 'virtuoso', { ...registration, ...body, captchaToken: TEST_CAPTCHA_TOKEN })

describe('a virtuoso registration', () => {
  it("is stored as spec 02 §3's submission, its type the block's title, its location one of the block's", async () => {
    const answer = await register('tours.localhost', { ...TOURS_FORM, location: 'Brisbane' })
    expect(answer.status).toBe(201)
    const stored = await findSubmission(store.db(), (answer.body as { id: string }).id)
    expect(stored!.payload).toStrictEqual({
      type: 'Virtuoso Vietnam roadshow registration',
      ...registration,
      location: 'Brisbane',
    })
    expect(Object.keys(stored!.payload as object)[0]).toBe('type')
    const golf = await register('golf.localhost', GOLF_FORM)
    expect(golf.status).toBe(201)
  })

  it('refuses a location its block does not offer, and any location where the block has none', async () => {
    const refused = {
      status: 400,
      body: { errors: [{ field: 'location', message: VIRTUOSO_MESSAGES.location }] },
    }
    expect(await register('tours.localhost', { ...TOURS_FORM, location: 'Hanoi' })).toMatchObject(refused)
    expect(await register('tours.localhost', { ...TOURS_FORM, location: '' })).toMatchObject(refused)
    expect(await register('golf.localhost', { ...GOLF_FORM, location: 'Sydney' })).toMatchObject(refused)
    expect(await store.count()).toBe(0)
  })

  it('naming a type of its own is refused, and so is a form the posting site does not have', async () => {
    expect((await register('tours.localhost', { type: 'Free first-class trip for everyone' })).status).toBe(
      400,
    )
    expect(await register('tours.localhost', { ...TOURS_FORM, location: 'Sydney', type: 'x' })).toMatchObject(
      {
        status: 400,
        body: { errors: [{ message: 'Unknown field: type' }] },
      },
    )
    expect(await register('golf.localhost', { ...TOURS_FORM, location: 'Sydney' })).toEqual({
      status: 400,
      body: {
        status: 400,
        message: FORM_GONE_MESSAGE,
        errors: [{ field: 'block', message: FORM_GONE_MESSAGE }],
      },
    })
    expect(await store.count()).toBe(0)
  })

  it('is taken only on a site that shows its block: one limited to the other market is refused as gone', async () => {
    const gone = {
      status: 400,
      body: {
        status: 400,
        message: FORM_GONE_MESSAGE,
        errors: [{ field: 'block', message: FORM_GONE_MESSAGE }],
      },
    }
    expect(await register('tours-nz.localhost', { ...TOURS_FORM, location: 'Sydney' })).toEqual(gone)
    expect(await register('tours.localhost', { ...TOURS_NZ_FORM, location: 'Auckland' })).toEqual(gone)
    expect(await store.count()).toBe(0)

    const nz = await register('tours-nz.localhost', { ...TOURS_NZ_FORM, location: 'Auckland' })
    expect(nz.status).toBe(201)
    expect((await findSubmission(store.db(), (nz.body as { id: string }).id))!.payload).toMatchObject({
      type: 'Virtuoso Vietnam roadshow registration',
      location: 'Auckland',
    })
    expect((await register('tours.localhost', { ...TOURS_FORM, location: 'Sydney' })).status).toBe(201)
    expect(await store.count()).toBe(2)
  })
})
