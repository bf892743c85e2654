import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'
import type { SanityDocument } from '@/server/content/embeddedDataset'

export type RecordedQuery = {
  method: string
  path: string
  query: string
  params: Record<string, unknown>
  perspective: string | null
}

/**
 * A stand-in for the Sanity Content Lake's query endpoint (GET and POST
 * /v{version}/data/query/{dataset}), answering with groq-js over the given documents. Tests
 * use it to drive the real @sanity/client end to end without a Sanity account.
 */
export async function startFakeSanityApi(documents: SanityDocument[], dataset = 'production') {
  const received: RecordedQuery[] = []
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
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
    })
    try {
      const result = await (await evaluate(parse(query, { params }), { dataset: documents, params })).get()
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms: 1, query, result }))
    } catch (error) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
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
