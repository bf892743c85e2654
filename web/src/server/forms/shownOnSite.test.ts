/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { FORM_GONE_MESSAGE } from '@/forms/formPlace'
import { validFormBodies } from '@/testing/formBodies'
import { startFormRouteServer } from '@/testing/formRouteServer'
import { storePerTest } from '@/testing/formRouteStore'

// Every form that posts its place (page id, block key), each placed again on a page of tours
// (two sites) in a block an editor limited to New Zealand (Show only on): the seed's block of
// that form, copied, so that it is one the route takes on a site that shows it.
const SEED = path.join(__dirname, '..', '..', '..', '..', 'studio', 'seed', 'dataset.ndjson')
const TEST_PAGE = 'page-tours-test-new-zealand-only'
const placed = validFormBodies().filter(({ body }) => 'block' in body)

type SeedDocument = { _id: string; blocks?: { _key: string; locations?: string[] }[] }

function newZealandOnlyPage(seed: SeedDocument[]) {
  const blocks = placed.map(({ form, body }) => {
    const page = seed.find((document) => document._id === body.page)
    const block = page?.blocks?.find((each) => each._key === body.block)
    if (!block) throw new Error(`The seed has no block ${String(body.block)} for ${form}`)
    return { ...block, _key: `${form}-nz`, onlyOnSites: ['tours-nz'], locations: undefined }
  })
  return { _id: TEST_PAGE, _type: 'page', brand: 'tours', title: 'For New Zealand agents', blocks }
}

let server: Awaited<ReturnType<typeof startFormRouteServer>>
const store = storePerTest()

beforeAll(async () => {
  const seed = readFileSync(SEED, 'utf8').trimEnd()
  const documents = seed.split('\n').map((line) => JSON.parse(line) as SeedDocument)
  const dataset = path.join(mkdtempSync(path.join(tmpdir(), 'shown-on-site-')), 'dataset.ndjson')
  writeFileSync(dataset, `${seed}\n${JSON.stringify(newZealandOnlyPage(documents))}\n`)
  process.env.CONTENT_DATASET_PATH = dataset
  server = await startFormRouteServer()
})

afterAll(() => server.close())

it('knows the forms that post their place', () => {
  expect(placed.map(({ form }) => form).sort()).toEqual([
    'agentAcceptance',
    'familRegistration',
    'virtuoso',
    'webinar',
  ])
})

describe.each(placed)('the $form form in a block shown only on tours-nz', ({ form, body }) => {
  // The copy's block has no event locations: a virtuoso registration names none.
  const posted = {
    ...body,
    page: TEST_PAGE,
    block: `${form}-nz`,
    ...('location' in body && { location: '' }),
  }

  it("is refused on the brand's other site as a form it does not have, and nothing is stored", async () => {
    expect(await server.post('tours.localhost', form, posted)).toEqual({
      status: 400,
      body: {
        status: 400,
        message: FORM_GONE_MESSAGE,
        errors: [{ field: 'block', message: FORM_GONE_MESSAGE }],
      },
    })
    expect(await store.count()).toBe(0)
  })

  it('is taken on the site that shows it', async () => {
    expect((await server.post('tours-nz.localhost', form, posted)).status).toBe(201)
    expect(await store.count()).toBe(1)
  })
})
