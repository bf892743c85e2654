/** @jest-environment node */
import type { NextApiRequest, NextApiResponse } from 'next'
import preview from '../../../pages/api/preview'
import exitPreview from '../../../pages/api/preview/exit'
import switchPreviewSite from '../../../pages/api/preview/switch'
import { routesByPath, startApiServer } from '@/testing/apiServer'
import { previewSessionValue } from './previewSession'
import { checkPreviewQuery, previewQuery } from './previewSignature'

const SECRET = 'test-preview-secret'

/**
 * What Next adds to an API route's response that these routes use: its draft-mode cookie (as
 * Next sets it outside development) and redirects.
 */
function asNext(route: (req: NextApiRequest, res: NextApiResponse) => unknown) {
  return (req: NextApiRequest, res: NextApiResponse) =>
    route(
      req,
      Object.assign(res, {
        setDraftMode: ({ enable }: { enable: boolean }) => {
          const previous = res.getHeader('Set-Cookie')
          const cookies = Array.isArray(previous) ? previous : []
          const value = enable ? 'build-id; Path=/' : '; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/'
          res.setHeader('Set-Cookie', [
            ...cookies,
            `__prerender_bypass=${value}; HttpOnly; SameSite=None; Secure`,
          ])
          return res
        },
        redirect: (status: number, path: string) => res.writeHead(status, { location: path }).end(),
      }),
    )
}

let server: Awaited<ReturnType<typeof startApiServer>>
const env = { ...process.env }
beforeAll(async () => {
  Object.assign(process.env, { PREVIEW_SECRET: SECRET, NODE_ENV: 'production' })
  server = await startApiServer(
    routesByPath({
      '/api/preview': asNext(preview),
      '/api/preview/exit': asNext(exitPreview),
      '/api/preview/switch': asNext(switchPreviewSite),
    }),
  )
})
afterAll(async () => {
  process.env = env
  await server.close()
})

const cookiesOf = (headers: Record<string, unknown>) => headers['set-cookie'] as string[]

describe('draft preview in the Studio’s frame, where third-party cookies are blocked', () => {
  const link = () => `/api/preview?${previewQuery('golf', '/about-us', SECRET, Date.now())}`

  it('partitions both cookies when the preview opens in a frame of another site (CHIPS)', async () => {
    const framed = await server.call(link(), {
      host: 'golf.localhost',
      headers: { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' },
    })
    expect(framed.status).toBe(307)
    const cookies = cookiesOf(framed.headers)
    expect(cookies.find((cookie) => cookie.startsWith('__prerender_bypass='))).toMatch(/; Partitioned$/)
    expect(cookies.find((cookie) => cookie.startsWith('preview_session='))).toMatch(/; Partitioned$/)
  })

  it('leaves them as they were for a preview opened at the top', async () => {
    const top = await server.call(link(), {
      host: 'golf.localhost',
      headers: { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' },
    })
    expect(top.status).toBe(307)
    for (const cookie of cookiesOf(top.headers)) expect(cookie).not.toMatch(/Partitioned/)
  })

  it('removes both, partitioned or not, on exit', async () => {
    const exit = await server.call('/api/preview/exit?path=/about-us', { host: 'golf.localhost' })
    const cleared = cookiesOf(exit.headers).filter((cookie) => /Expires=Thu, 01 Jan 1970/.test(cookie))
    for (const name of ['__prerender_bypass', 'preview_session', 'preview_at']) {
      const mine = cleared.filter((cookie) => cookie.startsWith(`${name}=`))
      expect(mine.some((cookie) => /Partitioned/.test(cookie))).toBe(true)
      expect(mine.some((cookie) => !/Partitioned/.test(cookie))).toBe(true)
    }
  })
})

describe("the preview bar's switch to another site of the brand", () => {
  const inPreviewOf = (siteId: string) =>
    `__prerender_bypass=build-id; preview_session=${previewSessionValue(siteId, SECRET, 600)}`
  const switchTo = (site: string, cookie?: string, host = 'tours.localhost') =>
    server.call(
      `/api/preview/switch?${new URLSearchParams({ site, path: '/brochures', at: '2027-09-02T09:00' })}`,
      { host, headers: cookie ? { cookie } : {} },
    )

  it("leads to the other site's own signed preview link, for the same page at the same moment", async () => {
    const answer = await switchTo('tours-nz', inPreviewOf('tours'))
    expect(answer.status).toBe(307)
    const location = new URL(String(answer.headers.location))
    expect(location.hostname).toMatch(/wayfarertours\.co\.nz$/)
    expect(location.pathname).toBe('/api/preview')
    const query = Object.fromEntries(location.searchParams)
    expect(query.path).toBe('/brochures?at=2027-09-02T09%3A00')
    // Signed for tours-nz, and for no other site.
    expect(checkPreviewQuery(query, 'tours-nz', SECRET)).toEqual({ ok: true, path: query.path })
    expect(checkPreviewQuery(query, 'tours', SECRET)).toMatchObject({ ok: false })
  })

  it('gives no link to anyone not previewing this site, nor to another brand’s site', async () => {
    expect((await switchTo('tours-nz')).status).toBe(401)
    // A session of another site does not open this one's switch.
    expect((await switchTo('tours-nz', inPreviewOf('golf'))).status).toBe(401)
    const golf = await switchTo('golf', inPreviewOf('tours'))
    expect(golf.status).toBe(404)
    expect(golf.headers.location).toBeUndefined()
  })
})
