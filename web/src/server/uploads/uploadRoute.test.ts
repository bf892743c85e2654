/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { NextApiRequest, NextApiResponse } from 'next'

jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { submissionsDb } from '@/server/submissions/database'
import { startFakeSanityApi } from '@/testing/fakeSanityApi'
import { testDatabases } from '@/testing/testDatabases'
import { serveUploadRoute } from './uploadRoutes'

const FIXTURES = path.join(__dirname, '..', '..', 'testing', 'uploads')
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name))

const saved = { ...process.env }
let server: Server
let origin: string
let store: Awaited<ReturnType<(typeof testDatabases)[0]['create']>>

/** The routes behind a real HTTP server, with the two helpers Next adds to a response. */
beforeAll(async () => {
  server = createServer((req, res) => {
    const [, , , upload, file] = (req.url ?? '').split('?')[0]!.split('/')
    const api = Object.assign(res, {
      status: (code: number) => Object.assign(res, { statusCode: code }),
      json: (body: unknown) => res.setHeader('Content-Type', 'application/json').end(JSON.stringify(body)),
    })
    const query = file ? { upload, file } : { upload }
    void serveUploadRoute(
      file ? 'serve' : 'receive',
      Object.assign(req, { query }) as unknown as NextApiRequest,
      api as unknown as NextApiResponse,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(async () => {
  process.env.UPLOADS_DIR = mkdtempSync(path.join(tmpdir(), 'uploads-'))
  store = await testDatabases[0]!.create()
  jest.mocked(submissionsDb).mockResolvedValue(store.db)
})

afterEach(async () => {
  process.env = { ...saved }
  await store.dispose()
})

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }
type Send = { host?: string; headers?: Record<string, string>; method?: string; body?: Buffer }

/** A request with the Host header a browser would send for that site (fetch sets its own). */
function send(path: string, { host = 'golf.localhost', headers = {}, method = 'GET', body }: Send = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end(body)
  })
}

const json = (answer: Answer): unknown => JSON.parse(answer.body.toString())

/** Posts a file as a browser's FormData would, to the CV upload of a site. */
async function upload(bytes: Buffer, name: string, options: Send & { field?: string } = {}) {
  const form = new FormData()
  form.append(options.field ?? 'file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name)
  const encoded = new Response(form)
  return send('/api/uploads/cv', {
    ...options,
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type')!, ...options.headers },
    body: Buffer.from(await encoded.arrayBuffer()),
  })
}

/** The files kept on disk, partial ones included, for every site. */
function keptFiles(): string[] {
  return readdirSync(process.env.UPLOADS_DIR!, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
}

describe('POST /api/uploads/cv', () => {
  it.each([
    ['cv.pdf', 'application/pdf'],
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv.doc', 'application/msword'],
  ])('keeps %s under a random name and serves it back as a download', async (name, mediaType) => {
    const res = await upload(fixture(name), 'My CV.pdf')
    expect(res.status).toBe(201)
    const { url } = json(res) as { url: string }
    const extension = path.extname(name)
    expect(url).toMatch(
      new RegExp(`^http://golf\\.localhost/api/uploads/cv/[A-Za-z0-9_-]{32}\\${extension}$`),
    )

    const file = new URL(url).pathname
    const served = await send(file)
    expect(served.status).toBe(200)
    const { 'content-type': type, 'content-disposition': disposition } = served.headers
    expect({ type, disposition, nosniff: served.headers['x-content-type-options'] }).toEqual({
      type: mediaType,
      disposition: `attachment; filename="cv${extension}"`,
      nosniff: 'nosniff',
    })
    expect(served.headers['cache-control']).toBe('private, no-store')
    expect(served.body.equals(fixture(name))).toBe(true)

    // Only on the site it was sent to.
    expect((await send(file, { host: 'tours.localhost' })).status).toBe(404)
  })

  it.each([
    ['an HTML page named .pdf', 'page.pdf'],
    ['a ZIP archive', 'archive.zip'],
    ['a spreadsheet in a compound file, as a DOC is', 'sheet.xls'],
  ])('refuses %s by its content, keeping nothing', async (_, name) => {
    const res = await upload(fixture(name), 'cv.pdf')
    expect({ status: res.status, body: json(res) }).toEqual({
      status: 415,
      body: {
        status: 415,
        message: 'Please upload a PDF, DOC or DOCX file.',
        errors: [{ field: 'file', message: 'Please upload a PDF, DOC or DOCX file.' }],
      },
    })
    expect(keptFiles()).toEqual([])
  })

  it('refuses a file over 10 MB as it streams, keeping none of it', async () => {
    const justUnder = Buffer.concat([fixture('cv.pdf'), Buffer.alloc(10 * 1024 * 1024 - 1024)])
    expect((await upload(justUnder, 'big.pdf')).status).toBe(201)

    const over = Buffer.concat([fixture('cv.pdf'), Buffer.alloc(10 * 1024 * 1024)])
    const res = await upload(over, 'big.pdf')
    expect(res.status).toBe(413)
    expect(json(res)).toMatchObject({ message: 'Please upload a file of at most 10 MB.' })
    expect(keptFiles()).toHaveLength(1)
  })

  it('refuses a body announced as too large before reading it, and closes the connection', async () => {
    const res = await send('/api/uploads/cv', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(11 * 1024 * 1024),
      },
      body: Buffer.from('--x--'),
    }).catch((error: Error) => error)
    // The answer comes at once; the client may see it or only the closed connection.
    if (!(res instanceof Error)) expect([res.status, res.headers.connection]).toEqual([413, 'close'])
    expect(keptFiles()).toEqual([])
  })

  it('refuses anything but one file part of a multipart body sent from this site', async () => {
    const asJson = await send('/api/uploads/cv', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    })
    expect(asJson.status).toBe(415)
    expect((await upload(fixture('cv.pdf'), 'cv.pdf', { field: 'document' })).status).toBe(400)
    const elsewhere = await upload(fixture('cv.pdf'), 'cv.pdf', {
      headers: { origin: 'https://evil.example' },
    })
    expect(elsewhere.status).toBe(403)
    const crossSite = await upload(fixture('cv.pdf'), 'cv.pdf', {
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    expect((await send('/api/uploads/cv')).status).toBe(405)
    expect((await send('/api/uploads/photo', { method: 'POST' })).status).toBe(404)
    expect(keptFiles()).toEqual([])
  })

  it("limits each client to the form routes' rate: 10 a minute", async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await upload(fixture('cv.pdf'), 'cv.pdf')).status)
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429])
  })

  it("serves no file for a name that is not a stored upload's", async () => {
    for (const name of ['..%2F..%2Fsubmissions.sqlite', 'x.pdf', `${'a'.repeat(32)}.html`]) {
      expect((await send(`/api/uploads/cv/${name}`)).status).toBe(404)
    }
  })
})

describe('with UPLOADS_STORE=sanity', () => {
  let sanity: Awaited<ReturnType<typeof startFakeSanityApi>>
  beforeAll(async () => {
    sanity = await startFakeSanityApi([])
  })
  afterAll(() => sanity.close())
  beforeEach(() => {
    Object.assign(process.env, {
      UPLOADS_STORE: 'sanity',
      SANITY_PROJECT_ID: 'abc123',
      SANITY_API_HOST: sanity.origin,
      SANITY_API_WRITE_TOKEN: 'sk-write',
    })
  })

  it('keeps the file as a Sanity asset, serves it back from there, and keeps nothing on disk', async () => {
    const res = await upload(fixture('cv.docx'), 'cv.docx')
    expect(res.status).toBe(201)
    const { url } = json(res) as { url: string }
    expect(url).toMatch(/^http:\/\/golf\.localhost\/api\/uploads\/cv\/[A-Za-z0-9_-]{32}\.docx$/)
    const [asset] = [...sanity.assets.values()]
    expect(asset!.bytes.equals(fixture('cv.docx'))).toBe(true)
    expect(asset!.authorization).toBe('Bearer sk-write')
    expect(keptFiles()).toEqual([])

    const served = await send(new URL(url).pathname)
    expect(served.status).toBe(200)
    expect(served.headers['content-disposition']).toBe('attachment; filename="cv.docx"')
    expect(served.headers['cache-control']).toBe('private, no-store')
    expect(served.body.equals(fixture('cv.docx'))).toBe(true)
    expect((await send(new URL(url).pathname, { host: 'tours.localhost' })).status).toBe(404)
  })

  it('sends nothing to Sanity of a refused file', async () => {
    const before = sanity.assets.size
    expect((await upload(fixture('page.pdf'), 'cv.pdf')).status).toBe(415)
    expect(sanity.assets.size).toBe(before)
    expect(keptFiles()).toEqual([])
  })

  it('says the file could not be saved while Sanity is not configured fully', async () => {
    delete process.env.SANITY_API_WRITE_TOKEN
    const res = await upload(fixture('cv.pdf'), 'cv.pdf')
    expect(res.status).toBe(503)
  })
})
