/** @jest-environment node */
import { SANITY_API_VERSION } from '@travel/config'
import { startFakeSanityApi } from '@/testing/fakeSanityApi'
import { checkStudioPreview } from './studioPreview'

const fresh = new Date().toISOString()
const stale = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString()
let api: Awaited<ReturnType<typeof startFakeSanityApi>>

beforeAll(async () => {
  api = await startFakeSanityApi([
    {
      _id: 'sanity-preview-url-secret.a',
      _type: 'sanity.previewUrlSecret',
      secret: 'fresh',
      _updatedAt: fresh,
    },
    {
      _id: 'sanity-preview-url-secret.b',
      _type: 'sanity.previewUrlSecret',
      secret: 'stale',
      _updatedAt: stale,
    },
  ])
})
afterAll(() => api.close())

const settings = (token: string | undefined) =>
  ({
    source: 'sanity',
    projectId: 'fake1234',
    dataset: 'production',
    apiVersion: SANITY_API_VERSION,
    token,
    apiHost: api.origin,
    useCdn: false,
  }) as const

const url = (secret: string, pathname = '/about-us') =>
  `http://golf.localhost/api/preview/presentation?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`

describe("the Presentation tool's preview secret", () => {
  it('opens the page the Studio asked for while its secret is fresh', async () => {
    await expect(checkStudioPreview(url('fresh'), settings('read-token'))).resolves.toEqual({
      ok: true,
      path: '/about-us',
    })
  })

  it('refuses an unknown or expired secret, and a path off the site', async () => {
    await expect(checkStudioPreview(url('guess'), settings('t'))).resolves.toMatchObject({ ok: false })
    await expect(checkStudioPreview(url('stale'), settings('t'))).resolves.toMatchObject({ ok: false })
    await expect(checkStudioPreview(url('fresh', '/api/revalidate'), settings('t'))).resolves.toMatchObject({
      ok: false,
    })
  })

  it('is not available without the Sanity source and its read token', async () => {
    await expect(checkStudioPreview(url('fresh'), settings(undefined))).resolves.toEqual({
      ok: false,
      reason: 'not configured',
    })
    await expect(
      checkStudioPreview(url('fresh'), { source: 'embedded', datasetPath: undefined }),
    ).resolves.toMatchObject({
      reason: 'not configured',
    })
  })
})
