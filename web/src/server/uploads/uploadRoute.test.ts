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

import { SANITY_UPLOADS_REFUSED } from '@travel/config'
import { TEST_CAPTCHA_TOKEN } from '@/captcha/testToken'
import { serveForm } from '@/server/forms/formRoutes'
import { submissionsDb } from '@/server/submissions/database'
import { purgeDeliveredPayloads } from '@/server/submissions/retention'
import { findSubmission, storeSubmission } from '@/server/submissions/store'
import { startFakeS3 } from '@/testing/fakeS3'
import { startFakeSanityApi } from '@/testing/fakeSanityApi'
import { testDatabases } from '@/testing/testDatabases'
import { purgeUnreferencedUploads } from './purgeUploads'
import { serveUploadRoute } from './uploadRoutes'

const FIXTURES = path.join(__dirname, '..', '..', 'testing', 'uploads')
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name))

const saved = { ...process.env }
let server: Server
let origin: string
let store: Awaited<ReturnType<(typeof testDatabases)[0]['create']>>

/**
 * The upload and form routes behind a real HTTP server, with the two helpers Next adds to a
 * response: /api/uploads/<upload>[/<file>] and /api/forms/<form>.
 */
beforeAll(async () => {
  server = createServer((req, res) => {
    const [, , kind, name, file] = (req.url ?? '').split('?')[0]!.split('/')
    const api = Object.assign(res, {
      status: (code: number) => Object.assign(res, { statusCode: code }),
      json: (body: unknown) => res.setHeader('Content-Type', 'application/json').end(JSON.stringify(body)),
    })
    if (kind === 'forms') {
      void serveForm(name, req as unknown as NextApiRequest, api as unknown as NextApiResponse)
      return
    }
    const query = file ? { upload: name, file } : { upload: name }
    void serveUploadRoute(
      file === 'passes' ? 'pass' : file ? 'serve' : 'receive',
      Object.assign(req, { query }) as unknown as NextApiRequest,
      api as unknown as NextApiResponse,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

/** A new machine: its own temporary disk (where files are received), the database shared. */
function newInstance() {
  process.env.TMPDIR = mkdtempSync(path.join(tmpdir(), 'instance-'))
}

beforeEach(async () => {
  newInstance()
  store = await testDatabases[0]!.create()
  jest.mocked(submissionsDb).mockResolvedValue(store.db)
})

afterEach(async () => {
  process.env = { ...saved }
  jest.restoreAllMocks()
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

/** Asks for a pass for the CV upload, as the career form does (`from` an address, behind our proxy). */
async function askPass(options: Send = {}): Promise<Answer> {
  return send('/api/uploads/cv/passes', { ...options, method: 'POST' })
}

/** A pass the CV upload gave. */
async function givenPass(options: Send = {}): Promise<string> {
  const res = await askPass(options)
  expect(res.status).toBe(201)
  return (json(res) as { pass: string }).pass
}

/**
 * Posts a file as a browser's FormData would, to the CV upload of a site, with a new pass for
 * the same host and address unless one is given (`null`: none).
 */
async function upload(
  bytes: Buffer,
  name: string,
  options: Send & { field?: string; pass?: string | null } = {},
) {
  const form = new FormData()
  form.append(options.field ?? 'file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name)
  const encoded = new Response(form)
  const pass = options.pass === undefined ? await givenPass(options) : options.pass
  return send('/api/uploads/cv', {
    ...options,
    method: 'POST',
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      ...(pass === null ? {} : { 'upload-pass': pass }),
      ...options.headers,
    },
    body: Buffer.from(await encoded.arrayBuffer()),
  })
}

/** Uploads a CV that must be kept, and answers its stored name and its path on the site. */
async function uploaded(bytes = fixture('cv.pdf'), options: Send = {}) {
  const res = await upload(bytes, 'cv.pdf', options)
  expect(res.status).toBe(201)
  const { name, url } = json(res) as { name: string; url: string }
  return { name, path: new URL(url).pathname }
}

/** What is kept: each upload the store holds (for every site), and any file on this machine's disk. */
async function keptFiles(): Promise<{ uploads: number; onDisk: string[] }> {
  const { n } = await store.db
    .selectFrom('upload_files')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  const onDisk = readdirSync(process.env.TMPDIR!, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
  return { uploads: Number(n), onDisk }
}

const nothingKept = { uploads: 0, onDisk: [] }

describe('POST /api/uploads/cv', () => {
  it.each([
    ['cv.pdf', 'application/pdf'],
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv.doc', 'application/msword'],
  ])('keeps %s under a random name and serves it back as a download', async (name, mediaType) => {
    const res = await upload(fixture(name), 'My CV.pdf')
    expect(res.status).toBe(201)
    const { name: stored, url } = json(res) as { name: string; url: string }
    const extension = path.extname(name)
    expect(stored).toMatch(new RegExp(`^[A-Za-z0-9_-]{32}\\${extension}$`))
    expect(url).toBe(`http://golf.localhost/api/uploads/cv/${stored}`)

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
    expect(await keptFiles()).toEqual(nothingKept)
  })

  it('refuses a file over 10 MB as it streams, keeping none of it', async () => {
    const justUnder = Buffer.concat([fixture('cv.pdf'), Buffer.alloc(10 * 1024 * 1024 - 1024)])
    expect((await upload(justUnder, 'big.pdf')).status).toBe(201)

    const over = Buffer.concat([fixture('cv.pdf'), Buffer.alloc(10 * 1024 * 1024)])
    const res = await upload(over, 'big.pdf')
    expect(res.status).toBe(413)
    expect(json(res)).toMatchObject({ message: 'Please upload a file of at most 10 MB.' })
    expect(await keptFiles()).toEqual({ uploads: 1, onDisk: [] })
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
    expect(await keptFiles()).toEqual(nothingKept)
  })

  it('refuses anything but one file part of a multipart body sent from this site', async () => {
    const asJson = await send('/api/uploads/cv', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    })
    expect(asJson.status).toBe(415)
    expect((await upload(fixture('cv.pdf'), 'cv.pdf', { field: 'document' })).status).toBe(400)
    const pass = await givenPass()
    const elsewhere = await upload(fixture('cv.pdf'), 'cv.pdf', {
      pass,
      headers: { origin: 'https://evil.example' },
    })
    expect(elsewhere.status).toBe(403)
    const crossSite = await upload(fixture('cv.pdf'), 'cv.pdf', {
      pass,
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    expect((await askPass({ headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403)
    expect((await send('/api/uploads/cv')).status).toBe(405)
    expect((await send('/api/uploads/photo', { method: 'POST' })).status).toBe(404)
    expect(await keptFiles()).toEqual(nothingKept)
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

const hour = 60 * 60_000
const day = 24 * hour
const SITE_FULL = 'Uploads cannot be taken at the moment. Please try again later.'

describe('the store every instance shares (issue 28)', () => {
  it('keeps a CV in the submissions database: another instance serves it, and no disk keeps it', async () => {
    const { name, path: file } = await uploaded(fixture('cv.docx'))
    expect(name).toMatch(/\.docx$/)
    expect(await keptFiles()).toEqual({ uploads: 1, onDisk: [] })
    const chunks = await store.db
      .selectFrom('upload_chunks')
      .select('bytes')
      .where('name', '=', name)
      .orderBy('seq')
      .execute()
    expect(Buffer.concat(chunks.map(({ bytes }) => Buffer.from(bytes))).equals(fixture('cv.docx'))).toBe(true)

    // Another server: its own disk, the same database.
    newInstance()
    process.env.UPLOADS_DIR = mkdtempSync(path.join(tmpdir(), 'elsewhere-'))
    const served = await send(file)
    expect(served.status).toBe(200)
    expect(served.body.equals(fixture('cv.docx'))).toBe(true)
  })

  it('refuses to keep CVs as Sanity assets, saying why, and sends Sanity nothing', async () => {
    const sanity = await startFakeSanityApi([])
    try {
      Object.assign(process.env, {
        UPLOADS_STORE: 'sanity',
        SANITY_PROJECT_ID: 'abc123',
        SANITY_API_HOST: sanity.origin,
        SANITY_API_WRITE_TOKEN: 'sk-write',
      })
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
      const res = await upload(fixture('cv.pdf'), 'cv.pdf')
      expect(res.status).toBe(503)
      expect(json(res)).toMatchObject({
        message: 'Your file could not be saved. Please try again in a few minutes.',
      })
      expect(sanity.assets.size).toBe(0)
      expect(logged.mock.calls.flat().map(String).join('\n')).toContain(SANITY_UPLOADS_REFUSED)
      expect(await keptFiles()).toEqual(nothingKept)
    } finally {
      await sanity.close()
    }
  })
})

describe('with UPLOADS_STORE=s3', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>
  beforeAll(async () => {
    s3 = await startFakeS3()
  })
  afterAll(() => s3.close())
  beforeEach(() => {
    s3.objects.clear()
    Object.assign(process.env, {
      UPLOADS_STORE: 's3',
      UPLOADS_S3_BUCKET: 'cvs',
      UPLOADS_S3_REGION: 'auto',
      UPLOADS_S3_ENDPOINT: s3.origin,
      UPLOADS_S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'test-key',
      AWS_SECRET_ACCESS_KEY: 'test-secret',
    })
  })

  it('keeps the CV as a private object, serves it through the site only, and the purge deletes it', async () => {
    const { name, path: file } = await uploaded(fixture('cv.docx'))
    const object = s3.objects.get(`cvs/golf/cv/${name}`)
    expect(object?.bytes.equals(fixture('cv.docx'))).toBe(true)
    // Signed with the server's credentials, and no ACL that would make it public.
    expect(object?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//)
    expect(object?.headers['x-amz-acl']).toBeUndefined()
    expect(await keptFiles()).toEqual({ uploads: 1, onDisk: [] })
    expect(await store.db.selectFrom('upload_chunks').selectAll().execute()).toEqual([])

    newInstance()
    const served = await send(file)
    expect(served.status).toBe(200)
    expect(served.headers['content-disposition']).toBe('attachment; filename="cv.docx"')
    expect(served.body.equals(fixture('cv.docx'))).toBe(true)
    expect((await send(file, { host: 'tours.localhost' })).status).toBe(404)

    // No submission names it: a day on, the purge deletes the object.
    expect(await purgeUnreferencedUploads(store.db, { now: new Date(Date.now() + 2 * day) })).toBe(1)
    expect(s3.objects.size).toBe(0)
    expect((await send(file)).status).toBe(404)
  })

  it('says the file could not be saved while the bucket cannot be reached, and keeps nothing', async () => {
    // A loopback port nothing listens on.
    process.env.UPLOADS_S3_ENDPOINT = 'http://127.0.0.1:7119'
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const res = await upload(fixture('cv.pdf'), 'cv.pdf')
    expect(res.status).toBe(503)
    expect(await keptFiles()).toEqual(nothingKept)
  })
})

describe('the purge (issue 28)', () => {
  it('keeps a CV only for the career form’s document field, and removes its bytes with the submission’s values', async () => {
    const pasted = await uploaded()
    const applied = await uploaded(Buffer.concat([fixture('cv.pdf'), Buffer.from('applied')]))
    const now = Date.now()
    const at = (ms: number) => new Date(now + ms)
    // A contact message quoting one CV's URL, even in a field called document, keeps nothing.
    const quoted = `https://golf.example${pasted.path}`
    await storeSubmission(
      store.db,
      {
        site: 'golf',
        formKind: 'contact',
        payload: { message: `My CV: ${quoted}`, document: quoted },
        targets: [],
      },
      at(hour),
    )
    await storeSubmission(
      store.db,
      {
        site: 'golf',
        formKind: 'career',
        payload: { document: `https://golf.example${applied.path}` },
        targets: [],
      },
      at(hour),
    )

    expect(await purgeUnreferencedUploads(store.db, { now: at(day + 2 * hour) })).toBe(1)
    expect((await send(pasted.path)).status).toBe(404)
    expect((await send(applied.path)).status).toBe(200)

    // The application's values go at the end of the retention period, and the CV's bytes with them.
    expect(await purgeDeliveredPayloads(store.db, { retentionDays: 30, now: at(31 * day) })).toBe(2)
    expect(await purgeUnreferencedUploads(store.db, { now: at(31 * day) })).toBe(1)
    expect((await send(applied.path)).status).toBe(404)
    expect(await keptFiles()).toEqual(nothingKept)
    expect(await store.db.selectFrom('upload_chunks').selectAll().execute()).toEqual([])
  })
})

describe('the quota of each site (issue 28)', () => {
  it('refuses uploads past UPLOADS_SITE_QUOTA_MB with 507 and logs it; other sites have their own', async () => {
    process.env.UPLOADS_SITE_QUOTA_MB = '1'
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const big = Buffer.concat([fixture('cv.pdf'), Buffer.alloc(600 * 1024)])
    expect((await upload(big, 'cv.pdf')).status).toBe(201)

    const full = await upload(big, 'cv.pdf')
    expect({ status: full.status, body: json(full) }).toEqual({
      status: 507,
      body: { status: 507, message: SITE_FULL, errors: [{ field: 'file', message: SITE_FULL }] },
    })
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Refused an upload of cv on golf: .*quota/))
    expect(await keptFiles()).toEqual({ uploads: 1, onDisk: [] })
    expect((await upload(big, 'cv.pdf', { host: 'tours.localhost' })).status).toBe(201)

    // A site already past its quota reads nothing more.
    process.env.UPLOADS_SITE_QUOTA_MB = '0.5'
    const refused = await upload(fixture('cv.pdf'), 'cv.pdf')
    expect([refused.status, refused.headers.connection]).toEqual([507, 'close'])
    expect(await keptFiles()).toEqual({ uploads: 2, onDisk: [] })
  })
})

describe('the career form names its CV by its stored name only (issue 28)', () => {
  const host = 'tours.localhost:3110'
  beforeEach(() => {
    process.env.CAPTCHA_MODE = 'test'
    delete process.env.RECAPTCHA_SECRET
  })

  const apply = (document: string) =>
    send('/api/forms/career', {
      host,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(
        JSON.stringify({
          firstName: 'Ana',
          lastName: 'Silva',
          email: 'ana@example.com',
          document,
          captchaToken: TEST_CAPTCHA_TOKEN,
        }),
      ),
    })

  it('stores and delivers the URL on the site’s production origin, and refuses any URL the browser sends', async () => {
    const { name, path: file } = await uploaded(undefined, { host })
    for (const document of [
      `http://${host}${file}`,
      `http://127.0.0.1:3110${file}`,
      `http://wayfarertours.com.au${file}`,
      `https://wayfarertours.com.au${file}`,
    ]) {
      const refused = await apply(document)
      expect({ status: refused.status, errors: (json(refused) as { errors: unknown }).errors }).toEqual({
        status: 400,
        errors: [{ field: 'document', message: 'Please upload your CV.' }],
      })
    }

    const res = await apply(name)
    expect(res.status).toBe(201)
    const stored = await findSubmission(store.db, (json(res) as { id: string }).id)
    expect(stored?.payload).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      document: `https://wayfarertours.com.au/api/uploads/cv/${name}`,
    })
  })

  it("refuses another site's CV and a name that is not stored", async () => {
    const nz = await uploaded(undefined, { host: 'tours-nz.localhost' })
    for (const document of [nz.name, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf'])
      expect((await apply(document)).status).toBe(400)
  })
})

const PASS_REFUSED = 'Please reload the page and choose your file again.'
const TOO_MUCH_TODAY = 'You have uploaded as much as we can take in a day. Please try again tomorrow.'

/** Requests as if from an address behind our one proxy (the test's own socket is that proxy). */
function behindOurProxy() {
  Object.assign(process.env, { TRUSTED_PROXY_HOPS: '1', TRUSTED_PROXIES: '127.0.0.1/32' })
}
const from = (address: string): Send => ({ headers: { 'x-forwarded-for': address } })
/** A PDF of about `kilobytes` KB, as junk that passes the content check would be. */
const pdfOf = (kilobytes: number, tag = '') =>
  Buffer.concat([fixture('cv.pdf'), Buffer.from(tag), Buffer.alloc(kilobytes * 1024)])

describe('an upload comes from a live form: with a pass it was given (issue 44)', () => {
  beforeEach(behindOurProxy)

  it('refuses a file without a pass, or with a made-up one, before reading it', async () => {
    for (const pass of [null, 'A'.repeat(24), 'not a pass']) {
      const res = await upload(fixture('cv.pdf'), 'cv.pdf', { pass })
      expect({ status: res.status, body: json(res) }).toEqual({
        status: 403,
        body: { status: 403, message: PASS_REFUSED, errors: [{ field: 'file', message: PASS_REFUSED }] },
      })
      expect(res.headers.connection).toBe('close')
    }
    expect(await keptFiles()).toEqual(nothingKept)
  })

  it('takes a pass only from the visitor and site it was given to, for five files', async () => {
    const pass = await givenPass(from('203.0.113.1'))
    expect(pass).toMatch(/^[A-Za-z0-9_-]{24}$/)
    const fromOther = await upload(fixture('cv.pdf'), 'cv.pdf', { pass, ...from('203.0.113.2') })
    expect(fromOther.status).toBe(403)
    const onOtherSite = await upload(fixture('cv.pdf'), 'cv.pdf', {
      pass,
      host: 'tours.localhost',
      ...from('203.0.113.1'),
    })
    expect(onOtherSite.status).toBe(403)

    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await upload(fixture('cv.pdf'), 'cv.pdf', { pass, ...from('203.0.113.1') })).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 403])
  })

  it('gives one visitor at most UPLOAD_PASSES_PER_HOUR passes (20), others still get theirs', async () => {
    process.env.UPLOAD_PASSES_PER_HOUR = '3'
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await askPass(from('203.0.113.7'))).status)
    expect(statuses).toEqual([201, 201, 201, 429])
    expect((await askPass(from('203.0.113.8'))).status).toBe(201)
    expect((await send('/api/uploads/cv/passes')).status).toBe(405)
  })
})

describe('each visitor uploads at most UPLOADS_VISITOR_DAILY_MB a day (issue 44)', () => {
  beforeEach(() => {
    behindOurProxy()
    process.env.UPLOADS_VISITOR_DAILY_MB = '1'
  })

  it('refuses the file past the allowance, keeping none of it; another visitor has their own', async () => {
    expect((await upload(pdfOf(600, 'one'), 'cv.pdf', from('203.0.113.1'))).status).toBe(201)
    const over = await upload(pdfOf(600, 'two'), 'cv.pdf', from('203.0.113.1'))
    expect({ status: over.status, body: json(over) }).toMatchObject({
      status: 429,
      body: { message: TOO_MUCH_TODAY, errors: [{ field: 'file', message: TOO_MUCH_TODAY }] },
    })
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    expect(await keptFiles()).toEqual({ uploads: 1, onDisk: [] })
    // A refused file costs nothing: a smaller one still fits.
    expect((await upload(pdfOf(300, 'three'), 'cv.pdf', from('203.0.113.1'))).status).toBe(201)
    // Counted by /64 for IPv6: another address of the same network shares it.
    expect((await upload(pdfOf(600), 'cv.pdf', from('2001:db8:1:2::1'))).status).toBe(201)
    expect((await upload(pdfOf(600), 'cv.pdf', from('2001:db8:1:2::ffff'))).status).toBe(429)
    expect((await upload(pdfOf(600), 'cv.pdf', from('203.0.113.2'))).status).toBe(201)
  })

  it('refuses a body announced larger than what is left before reading it', async () => {
    expect((await upload(pdfOf(900), 'cv.pdf', from('203.0.113.3'))).status).toBe(201)
    const res = await upload(pdfOf(400), 'cv.pdf', from('203.0.113.3'))
    expect([res.status, res.headers.connection]).toEqual([429, 'close'])
  })
})

describe('a flood of uploads from several addresses (issue 44)', () => {
  it('leaves a real applicant able to upload', async () => {
    behindOurProxy()
    // The proportions of the defaults (25 MB a visitor, 2 GB a site), scaled down a hundredfold:
    // it would take some eighty addresses, each at its day's allowance, to fill the site.
    Object.assign(process.env, { UPLOADS_VISITOR_DAILY_MB: '0.25', UPLOADS_SITE_QUOTA_MB: '3' })
    const attackers = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '2001:db8:bad::1']
    const refusals = await Promise.all(
      attackers.map(async (address) => {
        // Each sends junk PDFs as fast as the route answers, until it is refused.
        for (let sent = 0; sent < 20; sent++) {
          const res = await upload(pdfOf(100, `${address} ${sent}`), 'junk.pdf', from(address))
          if (res.status !== 201) return res.status
        }
        return 201
      }),
    )
    expect(refusals).toEqual(attackers.map(() => 429))

    const applicant = await upload(fixture('cv.docx'), 'My CV.docx', from('192.0.2.10'))
    expect(applicant.status).toBe(201)
  })

  it('tells the brand’s operations address, once a day, when uploads pass 80% of the quota', async () => {
    process.env.UPLOADS_SITE_QUOTA_MB = '1'
    const alerts = () =>
      store.db
        .selectFrom('submissions')
        .innerJoin('deliveries', 'deliveries.submission_id', 'submissions.id')
        .select(['submissions.site', 'submissions.payload', 'deliveries.target'])
        .where('submissions.form_kind', '=', 'operations-alert')
        .execute()
    expect((await upload(pdfOf(600), 'cv.pdf')).status).toBe(201)
    expect(await alerts()).toEqual([])

    expect((await upload(pdfOf(250), 'cv.pdf')).status).toBe(201)
    expect((await upload(pdfOf(10), 'cv.pdf')).status).toBe(201)
    expect((await upload(pdfOf(300), 'cv.pdf')).status).toBe(507)
    const sent = await alerts()
    expect(sent).toHaveLength(1)
    const mail = JSON.parse(sent[0]!.payload) as { to: string[]; subject: string; text: string }
    expect({ site: sent[0]!.site, target: sent[0]!.target, to: mail.to }).toEqual({
      site: 'golf',
      target: 'email.operations-alert',
      to: [expect.stringContaining('@')],
    })
    expect(mail.subject).toMatch(/^Uploads on golf are \d+% full$/)
    expect(mail.text).toContain('UPLOADS_SITE_QUOTA_MB')
  })
})
