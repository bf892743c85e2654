/** @jest-environment node */
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { stegaClean } from '@sanity/client/stega'
import { brandIds, SANITY_API_VERSION } from '@travel/config'
import { defaultDatasetPath, parseDataset } from './embeddedDataset'
import { startFakeSanityApi } from '@/testing/fakeSanityApi'
import { pageQuery, pageSlugsQuery, siteSettingsQuery } from '@/content/queries'
import { embeddedSource, sanitySource, type ContentSource } from './source'

const datasetPath = defaultDatasetPath()
let api: Awaited<ReturnType<typeof startFakeSanityApi>>
let sanity: ContentSource
let embedded: ContentSource

beforeAll(async () => {
  api = await startFakeSanityApi(parseDataset(await readFile(datasetPath, 'utf8')), 'production')
  sanity = sanitySource({
    source: 'sanity',
    projectId: 'fake1234',
    dataset: 'production',
    apiVersion: SANITY_API_VERSION,
    token: undefined,
    apiHost: api.origin,
    useCdn: false,
  })
  embedded = embeddedSource(datasetPath)
})

afterAll(() => api.close())

describe.each(brandIds)('the %s brand through both sources', (brand) => {
  it('has the same site settings, slugs and pages', async () => {
    const settings = await sanity(siteSettingsQuery, { brand })
    expect(settings).toEqual(await embedded(siteSettingsQuery, { brand }))
    expect(settings?.title).toBeTruthy()

    const now = new Date().toISOString()
    const slugs = await sanity(pageSlugsQuery, { brand, now })
    expect(slugs).toEqual(await embedded(pageSlugsQuery, { brand, now }))
    expect(slugs.length).toBeGreaterThanOrEqual(3)

    for (const slug of ['', ...slugs]) {
      const page = await sanity(pageQuery, { brand, site: brand, slug: slug ?? '', now })
      expect(page).not.toBeNull()
      expect(page).toEqual(await embedded(pageQuery, { brand, site: brand, slug: slug ?? '', now }))
    }
  })
})

it('asks the Content Lake for published content of the configured dataset and API version', async () => {
  api.received.length = 0
  await sanity(pageQuery, { brand: 'golf', site: 'golf', slug: 'about-us' })
  expect(api.received).toHaveLength(1)
  expect(api.received[0]).toMatchObject({
    path: `/v${SANITY_API_VERSION}/data/query/production`,
    query: pageQuery,
    params: { brand: 'golf', site: 'golf', slug: 'about-us' },
    perspective: 'published',
  })
})

describe('the embedded source', () => {
  const formQuery = '*[_type == "form" && _id == $id][0]{_id, title}'

  it('answers a repeated query from its cache, and reads an edited dataset afresh', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'dataset-'))
    const file = path.join(directory, 'dataset.ndjson')
    const write = (title: string, mtime: Date) => {
      writeFileSync(file, `${JSON.stringify({ _id: 'form-1', _type: 'form', title })}\n`)
      utimesSync(file, mtime, mtime)
    }
    write('Before', new Date('2026-01-01T00:00:00Z'))
    const source = embeddedSource(file) as (query: string, params: object) => Promise<unknown>

    const first = await source(formQuery, { id: 'form-1' })
    expect(first).toEqual({ _id: 'form-1', title: 'Before' })
    expect(await source(formQuery, { id: 'form-1' })).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(await source(formQuery, { id: 'form-2' })).toBeNull()

    write('After', new Date('2026-01-02T00:00:00Z'))
    expect(await source(formQuery, { id: 'form-1' })).toEqual({ _id: 'form-1', title: 'After' })
  })
})

describe('the drafts perspective (draft preview)', () => {
  const formQuery = '*[_type == "form" && _id == $id][0]{_id, title}'

  it('reads drafts over published documents in the embedded dataset, leaving visitors’ answers alone', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'dataset-')), 'dataset.ndjson')
    const documents = [
      { _id: 'form-1', _type: 'form', title: 'Published' },
      { _id: 'drafts.form-1', _type: 'form', title: 'Draft' },
    ]
    writeFileSync(file, documents.map((document) => JSON.stringify(document)).join('\n'))
    const source = embeddedSource(file) as (
      query: string,
      params: object,
      perspective?: string,
    ) => Promise<unknown>
    expect(await source(formQuery, { id: 'form-1' })).toEqual({ _id: 'form-1', title: 'Published' })
    expect(stegaClean(await source(formQuery, { id: 'form-1' }, 'drafts'))).toEqual({
      _id: 'form-1',
      title: 'Draft',
    })
    expect(await source(formQuery, { id: 'form-1' })).toEqual({ _id: 'form-1', title: 'Published' })
  })

  it('asks the Content Lake for drafts with the read token only', async () => {
    const settings = {
      source: 'sanity',
      projectId: 'fake1234',
      dataset: 'production',
      apiVersion: SANITY_API_VERSION,
      apiHost: api.origin,
      useCdn: false,
    } as const
    api.received.length = 0
    const draft = await sanitySource({ ...settings, token: 'read-token' })(
      pageQuery,
      { brand: 'golf', site: 'golf', slug: 'about-us' },
      'drafts',
    )
    // With the source map stega encodes the drafts from (stega.ts); published pages ask for none.
    expect(api.received[0]).toMatchObject({ perspective: 'drafts', resultSourceMap: 'withKeyArraySelector' })
    expect(draft?.title).toMatch(/[\u200B-\u200D\uFEFF]/)
    expect(stegaClean(draft?.title)).toBe('About us')
    expect(draft?.slug).toBe('about-us')
    await expect(
      sanitySource({ ...settings, token: undefined })(
        pageQuery,
        { brand: 'golf', site: 'golf', slug: 'about-us' },
        'drafts',
      ),
    ).rejects.toThrow(/SANITY_API_READ_TOKEN/)
  })
})
