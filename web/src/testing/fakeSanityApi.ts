import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'
import type { SanityDocument } from '@/server/content/sanityDocument'
import { embeddedSourceMap } from '@/server/content/embeddedSourceMap'

export type RecordedQuery = {
  method: string
  path: string
  query: string
  params: Record<string, unknown>
  perspective: string | null
  /** Whether the client asked for a Content Source Map (stega in draft preview). */
  resultSourceMap: string | null
}

/**
 * A stand-in for the Sanity Content Lake's query endpoint (GET and POST
 * /v{version}/data/query/{dataset}), answering with groq-js over the given documents. Tests
 * use it to drive the real @sanity/client end to end without a Sanity account.
 */
export async function startFakeSanityApi(
  documents: SanityDocument[],
  dataset = 'production',
  options: FakeSanityOptions = {},
) {
  // Assigned once listening; requests only come after.
  let origin = ''
  const received: RecordedQuery[] = []
  const assets = new Map<string, FakeAsset>()
  const tokenChecks: string[] = []
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    if (await answerAssets(req, res, url, dataset, assets, origin)) return
    if (answerUsersMe(req, res, url, options.users ?? {}, tokenChecks)) return
    const match = /^\/v[\w-]+\/data\/query\/([\w-]+)$/.exec(url.pathname)
    if (!match || match[1] !== dataset) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }))
      return
    }
    const { query, params } = req.method === 'POST' ? await postedQuery(req) : searchQuery(url.searchParams)
    received.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query,
      params,
      perspective: url.searchParams.get('perspective'),
      resultSourceMap: url.searchParams.get('resultSourceMap'),
    })
    try {
      const result = await (await evaluate(parse(query, { params }), { dataset: documents, params })).get()
      // Asked for, a source map as the Content Lake sends one (traced by value, embeddedSourceMap.ts).
      const sourceMap = url.searchParams.has('resultSourceMap')
        ? { resultSourceMap: embeddedSourceMap(result, documents) }
        : {}
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ms: 1, query, result, ...sourceMap }))
    } catch (error) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }))
    }
  })
  // A client keeps its connection between queries; on a busy machine a test may take longer
  // than Node's 5 s to send the next, and a socket the server closed just as the client reused
  // it failed the query with ECONNRESET. close() still ends idle connections.
  server.keepAliveTimeout = 10 * 60_000
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  return {
    origin,
    received,
    /** File assets by id, as uploaded (identical bytes are one asset, as Sanity keeps them). */
    assets,
    /** The token of each users/me call (the admin API's token check), in order. */
    tokenChecks,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A project member as GET /users/me on the project's host describes them; roles by name. */
export type FakeSanityUser = { id: string; name: string; roles: string[] }

export type FakeSanityOptions = {
  /** The users the token check knows, by token; any other token is answered 401. */
  users?: Record<string, FakeSanityUser>
  /** A fixed port (the e2e server is told it before the fake starts); any free one otherwise. */
  port?: number
}

/**
 * GET /v{version}/users/me, the admin API's token check (server/admin/sanityCaller.ts): the
 * token's user with their roles on the project, as Sanity's project host answers; a user
 * without a role gets an empty list; an unknown token 401, as Sanity.
 */
function answerUsersMe(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  users: Record<string, FakeSanityUser>,
  tokenChecks: string[],
): boolean {
  if (req.method !== 'GET' || !/^\/v[\w-]+\/users\/me$/.test(url.pathname)) return false
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
  tokenChecks.push(token ?? '')
  const user = token === undefined ? undefined : users[token]
  if (!user) {
    res.writeHead(401, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Session not found' }))
    return true
  }
  const roles = user.roles.map((name) => ({ name, title: name }))
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ id: user.id, name: user.name, role: roles[0]?.name ?? null, roles }))
  return true
}

function searchQuery(search: URLSearchParams) {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  return { query: search.get('query') ?? '', params }
}

async function postedQuery(req: IncomingMessage) {
  let body = ''
  for await (const chunk of req) body += chunk
  const { query, params } = JSON.parse(body) as { query: string; params?: Record<string, unknown> }
  return { query, params: params ?? {} }
}

export type FakeAsset = {
  _id: string
  url: string
  size: number
  mimeType: string
  bytes: Buffer
  /** The Authorization header of the upload: a write token's. */
  authorization: string | undefined
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * The asset calls of Sanity's API: a file upload (POST /v{version}/assets/files/{dataset}, one
 * asset per distinct content, named by its SHA-1), its download from the asset's URL, and a
 * delete mutation. False for any other request.
 */
async function answerAssets(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  dataset: string,
  assets: Map<string, FakeAsset>,
  origin: string,
): Promise<boolean> {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  if (req.method === 'POST' && url.pathname.endsWith(`/assets/files/${dataset}`)) {
    const bytes = await bodyOf(req)
    const hash = createHash('sha1').update(bytes).digest('hex')
    const extension = (url.searchParams.get('filename') ?? '').split('.').pop() || 'bin'
    const id = `file-${hash}-${extension}`
    const asset = assets.get(id) ?? {
      _id: id,
      url: `${origin}/files/${dataset}/${hash}.${extension}`,
      size: bytes.length,
      mimeType: req.headers['content-type'] ?? 'application/octet-stream',
      bytes,
      authorization: req.headers.authorization,
    }
    assets.set(id, asset)
    const { bytes: _bytes, authorization: _authorization, ...document } = asset
    json(200, { document: { ...document, _type: 'sanity.fileAsset' } })
    return true
  }
  if (req.method === 'GET' && url.pathname.startsWith(`/files/${dataset}/`)) {
    const asset = [...assets.values()].find((each) => new URL(each.url).pathname === url.pathname)
    if (!asset) json(404, { error: 'Not found' })
    else res.writeHead(200, { 'content-type': asset.mimeType }).end(asset.bytes)
    return true
  }
  if (req.method === 'POST' && url.pathname.endsWith(`/data/mutate/${dataset}`)) {
    const { mutations } = JSON.parse((await bodyOf(req)).toString()) as {
      mutations: { delete?: { id: string } }[]
    }
    const deleted = mutations.flatMap((mutation) => (mutation.delete ? [mutation.delete.id] : []))
    for (const id of deleted) assets.delete(id)
    json(200, { transactionId: 'fake', results: deleted.map((id) => ({ id, operation: 'delete' })) })
    return true
  }
  return false
}
