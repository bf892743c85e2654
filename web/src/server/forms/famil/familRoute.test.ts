/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { FORM_GONE_MESSAGE } from '@/forms/formPlace'
import { findSubmission } from '@/server/submissions/store'
import { familValues } from '@/testing/agentValues'
import { startFormRouteServer } from '@/testing/formRouteServer'
import { storePerTest } from '@/testing/formRouteStore'

// The seed, and a golf page whose famil forms register for famils of every state, their windows
// set from now (the seed's own famils open and close on fixed days).
const SEED = path.join(__dirname, '..', '..', '..', '..', '..', 'studio', 'seed', 'dataset.ndjson')
const DAY = 24 * 60 * 60 * 1000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()
const famil = (id: string, schedule: Record<string, unknown>) => ({
  _id: id,
  _type: 'famil',
  brand: 'golf',
  title: `${id} title`,
  tripName: 'Fife',
  date: at(400 * DAY).slice(0, 10),
  hidden: false,
  registrationOpens: null,
  registrationCloses: null,
  ...schedule,
})
const formFor = (key: string, ref: string) => ({
  _key: key,
  _type: 'familRegistrationForm',
  title: 'Register',
  famil: { _type: 'reference', _ref: ref },
})
const TEST_PAGE = 'page-golf-test-famils'
const documents = [
  famil('famil-open', { registrationCloses: at(30 * DAY) }),
  famil('famil-closed', { registrationOpens: at(-30 * DAY), registrationCloses: at(-DAY) }),
  famil('famil-departed', { date: at(-2 * DAY).slice(0, 10) }),
  famil('famil-later', { registrationOpens: at(30 * DAY) }),
  famil('famil-hidden', { hidden: true }),
  {
    _id: TEST_PAGE,
    _type: 'page',
    brand: 'golf',
    title: 'Fife links famil',
    slug: { _type: 'slug', current: 'test-famils' },
    blocks: [
      { _key: 'text', _type: 'richTextSection', title: 'Famils' },
      formFor('open', 'famil-open'),
      formFor('closed', 'famil-closed'),
      formFor('departed', 'famil-departed'),
      formFor('later', 'famil-later'),
      formFor('hidden', 'famil-hidden'),
    ],
  },
]

let server: Awaited<ReturnType<typeof startFormRouteServer>>
const store = storePerTest()

beforeAll(async () => {
  const dataset = path.join(mkdtempSync(path.join(tmpdir(), 'famils-')), 'dataset.ndjson')
  const lines = documents.map((document) => JSON.stringify(document)).join('\n')
  writeFileSync(dataset, `${readFileSync(SEED, 'utf8').trimEnd()}\n${lines}\n`)
  process.env.CONTENT_DATASET_PATH = dataset
  server = await startFormRouteServer()
})

afterAll(() => server.close())

const register = (host: string, place: Record<string, unknown>) =>
  server.post(host, 'familRegistration', { ...familValues, ...place, captchaToken: TEST_CAPTCHA_TOKEN })

const refusal = (message: string, field = 'block') => ({
  status: 400,
  body: { status: 400, message, errors: [{ field, message }] },
})

describe('a famil registration', () => {
  it("is stored with the famil's name its page gives, for the portal and the CMS store, as before", async () => {
    const answer = await register('rail.localhost', {
      page: 'page-rail-famil-registration',
      block: 'fr7ra1l1',
    })
    expect(answer.status).toBe(201)
    const stored = await findSubmission(store.db(), (answer.body as { id: string }).id)
    // The shape the outbox's bodies read, as rows stored before this change have it.
    expect(stored!.payload).toStrictEqual({ ...familValues, familName: 'Ghan expedition famil 2027' })
    expect(stored!.deliveries.map((delivery) => delivery.target).sort()).toEqual([
      'cms-store.famil',
      'passenger-portal.famil',
    ])
  })

  it('is taken while its famil takes registrations', async () => {
    const answer = await register('golf.localhost', { page: TEST_PAGE, block: 'open' })
    expect(answer.status).toBe(201)
    const stored = await findSubmission(store.db(), (answer.body as { id: string }).id)
    expect(stored!.payload).toMatchObject({ familName: 'Fife links famil' })
  })

  it('naming a famil of its own (a free first-class trip on rail) is refused, and nothing is stored', async () => {
    const invented = await server.post('rail.localhost', 'familRegistration', {
      ...familValues,
      familName: 'Free first-class trip for everyone',
      captchaToken: TEST_CAPTCHA_TOKEN,
    })
    expect(invented.status).toBe(400)
    expect(invented.body).toMatchObject({
      errors: expect.arrayContaining([
        { field: 'page', message: FORM_GONE_MESSAGE },
        { message: 'Unknown field: familName' },
      ]),
    })
    // Nor can it name a famil beside the form's place.
    const beside = await server.post('rail.localhost', 'familRegistration', {
      ...familValues,
      page: 'page-rail-famil-registration',
      block: 'fr7ra1l1',
      familName: 'Free first-class trip for everyone',
      captchaToken: TEST_CAPTCHA_TOKEN,
    })
    expect(beside.status).toBe(400)
    expect(await store.count()).toBe(0)
  })

  it('for a famil whose registration has closed is refused with a message that says so', async () => {
    for (const block of ['closed', 'departed', 'hidden'])
      expect(await register('golf.localhost', { page: TEST_PAGE, block })).toEqual(
        refusal('Registration for this famil has closed.'),
      )
    expect(await register('golf.localhost', { page: TEST_PAGE, block: 'later' })).toEqual(
      refusal('Registration for this famil is not open yet.'),
    )
    expect(await store.count()).toBe(0)
  })

  it("is refused for a form the posting site does not have: another brand's, a block that is no famil form, none", async () => {
    const golfForm = { page: 'page-golf-famil-registration', block: 'fr7g0lf1' }
    for (const [host, place] of [
      ['rail.localhost', golfForm],
      ['golf.localhost', { ...golfForm, block: 'fr7card1' }],
      ['golf.localhost', { ...golfForm, block: 'nope' }],
      ['golf.localhost', { page: 'nope', block: 'fr7g0lf1' }],
    ] as const)
      expect(await register(host, place)).toEqual(refusal(FORM_GONE_MESSAGE))
    expect(await store.count()).toBe(0)
  })

  it('spends no captcha on a closed famil: the famil is refused first', async () => {
    const answer = await server.post('golf.localhost', 'familRegistration', {
      ...familValues,
      page: TEST_PAGE,
      block: 'closed',
      captchaToken: 'forged',
    })
    expect(answer).toEqual(refusal('Registration for this famil has closed.'))
  })
})
