/** @jest-environment node */
import { stegaClean } from '@sanity/client/stega'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { NextRequest } from 'next/server'
import { proxy } from '../../../proxy'
import * as previewRoute from '../../../pages/api/preview/index'
import * as exitRoute from '../../../pages/api/preview/exit'
import { getStaticProps } from '../../../pages/_sites/[site]/[[...slug]]'
import { readDataset, SEED_DATASET } from '../../../e2e/helpers/seed'
import { apiResolver, tryGetPreviewData } from '@/testing/nextServer'
import { previewQuery } from './previewSignature'
import { previewSessionValue } from './previewSession'

/**
 * Draft preview over real HTTP, through the pieces Next strings together on a request: the
 * preview routes (with Next's own apiResolver, so `setDraftMode` sets Next's real cookie), the
 * proxy, Next's own draft-mode check on the headers the proxy passes on, and the page's
 * getStaticProps. The server answers a page with what it would show: its heading and whether it
 * is a preview.
 */
const secret = 'preview-secret'
/** Next's draft-mode keys, one set per build: the same for every site of the server. */
const previewProps = {
  previewModeId: 'one-id-per-build',
  previewModeSigningKey: 'signing-key',
  previewModeEncryptionKey: 'encryption-key',
}

const saved = { ...process.env }
let server: Server
let origin: string

function seedDraft(documents: ReturnType<typeof readDataset>, id: string, title: string) {
  const published = documents.find((doc) => doc._id === id)!
  const blocks = structuredClone(published.blocks) as { title?: string }[]
  blocks[0]!.title = title
  return { ...published, _id: `drafts.${id}`, blocks }
}

const published = (id: string) =>
  (readDataset().find((doc) => doc._id === id)!.blocks as { title: string }[])[0]!.title

async function servePage(req: IncomingMessage, res: ServerResponse) {
  const url = `http://${req.headers.host}${req.url}`
  const headers = new Headers(req.headers as Record<string, string>)
  const answer = proxy(new NextRequest(url, { headers }))
  // What Next's router does with the proxy's answer: the request headers it passes on.
  const overridden = answer.headers.get('x-middleware-override-headers')
  const passedOn = overridden
    ? Object.fromEntries(
        overridden.split(',').map((name) => [name, answer.headers.get(`x-middleware-request-${name}`)!]),
      )
    : req.headers
  const draftMode =
    tryGetPreviewData({ headers: passedOn } as IncomingMessage, res, previewProps, false) !== false
  const [, , site, ...slug] = new URL(answer.headers.get('x-middleware-rewrite')!).pathname.split('/')
  const result = await getStaticProps({ params: { site: site!, slug }, draftMode })
  if (!('props' in result)) throw new Error(`No page at ${url}`)
  const props = result.props as { page: { blocks: { title: string }[] }; preview: boolean }
  res.setHeader('Set-Cookie', answer.headers.getSetCookie())
  res.setHeader('Content-Type', 'application/json')
  // The heading as a reader sees it: a draft's carries stega, invisible (docs/preview.md).
  res.end(JSON.stringify({ heading: stegaClean(props.page.blocks[0]!.title), preview: props.preview }))
}

beforeAll(async () => {
  const documents = readDataset(SEED_DATASET)
  const dataset = path.join(mkdtempSync(path.join(tmpdir(), 'preview-')), 'dataset.ndjson')
  const drafts = [
    seedDraft(documents, 'page-tours-about-us', 'Tours draft'),
    seedDraft(documents, 'page-cruises-about-us', 'Cruises draft'),
  ]
  writeFileSync(dataset, [...documents, ...drafts].map((doc) => JSON.stringify(doc)).join('\n'))
  process.env.CONTENT_DATASET_PATH = dataset
  process.env.PREVIEW_SECRET = secret
  server = createServer((req, res) => {
    const { pathname, searchParams } = new URL(req.url!, 'http://localhost')
    const route = { '/api/preview': previewRoute, '/api/preview/exit': exitRoute }[pathname]
    const answered = route
      ? apiResolver(
          req,
          res,
          Object.fromEntries(searchParams),
          route,
          { ...previewProps, dev: false },
          false,
          false,
          pathname,
        )
      : servePage(req, res)
    answered.catch((error: unknown) => {
      res.statusCode = 500
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  process.env = saved
  return new Promise((resolve) => server.close(resolve))
})

afterEach(() => {
  delete process.env.PREVIEW_SESSION_MINUTES
})

type Answer = { status: number; setCookies: string[]; body: string }

/** A request with the Host header a browser sends for that site, and the cookies it holds. */
function get(host: string, path: string, cookies: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ')
  return new Promise<Answer>((resolve, reject) => {
    const headers = { host, ...(cookie ? { cookie } : {}) }
    request(`${origin}${path}`, { headers }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () =>
        resolve({ status: res.statusCode!, setCookies: res.headers['set-cookie'] ?? [], body }),
      )
    })
      .on('error', reject)
      .end()
  })
}

/** The cookies a browser keeps from an answer: name to value, or null for one it must drop. */
function cookiesOf({ setCookies }: Answer): Record<string, string | null> {
  return Object.fromEntries(
    setCookies.map((cookie) => {
      const [pair] = cookie.split(';')
      const [name, value] = pair!.split(/=(.*)/)
      const dropped = /Expires=Thu, 01 Jan 1970|Max-Age=0(;|$)/i.test(cookie)
      return [name!, dropped ? null : value!]
    }),
  )
}

function kept(cookies: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(cookies).filter((entry): entry is [string, string] => entry[1] !== null),
  )
}

const page = async (host: string, cookies: Record<string, string> = {}) => {
  const answer = await get(host, '/about-us', cookies)
  expect(answer.status).toBe(200)
  return { ...(JSON.parse(answer.body) as { heading: string; preview: boolean }), cookies: cookiesOf(answer) }
}

async function openPreview(siteId: string) {
  const answer = await get(`${siteId}.localhost`, `/api/preview?${previewQuery(siteId, '/about-us', secret)}`)
  expect(answer.status).toBe(307)
  return answer
}

describe('draft preview bound to its site and to a time', () => {
  it("shows tours' drafts in the browser that opened its preview, and cruises' published page", async () => {
    const toursCookies = kept(cookiesOf(await openPreview('tours')))
    await expect(page('tours.localhost', toursCookies)).resolves.toMatchObject({
      heading: 'Tours draft',
      preview: true,
    })
    await expect(page('tours.localhost')).resolves.toMatchObject({
      heading: published('page-tours-about-us'),
      preview: false,
    })
    const cruises = await page('cruises.localhost', toursCookies)
    expect(cruises).toMatchObject({ heading: published('page-cruises-about-us'), preview: false })
    // And the answer takes Next's draft-mode cookie off cruises' host.
    expect(cruises.cookies.__prerender_bypass).toBeNull()
    // Next's cookie alone, whatever site it came from, opens no drafts.
    const bypassOnly = { __prerender_bypass: toursCookies.__prerender_bypass! }
    await expect(page('tours.localhost', bypassOnly)).resolves.toMatchObject({ preview: false })
  })

  it('opens drafts no longer once the session is over, nor with a session forged or for another site', async () => {
    const { __prerender_bypass } = kept(cookiesOf(await openPreview('tours')))
    const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000
    const sessions = [
      previewSessionValue('tours', secret, 60 * 60, twoHoursAgo),
      previewSessionValue('tours', 'not-the-secret', 60 * 60),
      previewSessionValue('cruises', secret, 60 * 60),
      previewSessionValue('tours', secret, 60 * 60).replace(/^tours\./, 'cruises.'),
    ]
    for (const preview_session of sessions) {
      const answer = await page('tours.localhost', {
        __prerender_bypass: __prerender_bypass!,
        preview_session,
      })
      expect(answer).toMatchObject({ heading: published('page-tours-about-us'), preview: false })
    }
  })

  it('binds the session to the site for PREVIEW_SESSION_MINUTES (an hour unless set)', async () => {
    const session = (await openPreview('tours')).setCookies.find((cookie) =>
      cookie.startsWith('preview_session='),
    )
    expect(session).toMatch(/^preview_session=tours\.\d+\.[\w-]+; Max-Age=3600; Path=\/; HttpOnly/)
    process.env.PREVIEW_SESSION_MINUTES = '5'
    const expires = Math.floor(Date.now() / 1000) + 300
    const short = (await openPreview('tours')).setCookies.find((cookie) =>
      cookie.startsWith('preview_session='),
    )
    const [, signedExpiry] = /^preview_session=tours\.(\d+)\.[^;]+; Max-Age=300;/.exec(short!) ?? []
    expect(Math.abs(Number(signedExpiry) - expires)).toBeLessThanOrEqual(1)
  })

  it('exit preview clears its cookies, and the moment it was viewing', async () => {
    const cookies = kept(cookiesOf(await openPreview('tours')))
    const exit = await get('tours.localhost', '/api/preview/exit?path=/about-us', cookies)
    expect(exit.status).toBe(307)
    expect(cookiesOf(exit)).toEqual({ __prerender_bypass: null, preview_session: null, preview_at: null })
  })
})
