import { createServer, request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { NextApiRequest, NextApiResponse } from 'next'

type ApiHandler = (req: NextApiRequest, res: NextApiResponse) => unknown

export type HttpAnswer = { status: number; headers: IncomingHttpHeaders; body: unknown }

/**
 * An API route behind a real HTTP server, with what Next adds: `query` (the path's segments
 * after `/api/forms/` as `form`, and the search parameters), `status()` and `json()`.
 */
export async function startApiServer(handler: ApiHandler) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const query: Record<string, string> = Object.fromEntries(url.searchParams)
    const form = /^\/api\/forms\/([^/]+)$/.exec(url.pathname)?.[1]
    if (form) query.form = decodeURIComponent(form)
    const api = Object.assign(res, {
      status: (code: number) => Object.assign(res, { statusCode: code }),
      json: (body: unknown) => res.setHeader('Content-Type', 'application/json').end(JSON.stringify(body)),
    })
    void handler(
      Object.assign(req, { query }) as unknown as NextApiRequest,
      api as unknown as NextApiResponse,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  /**
   * Posts JSON with node:http, which sends the Host header as given, from `from` (any loopback
   * address: each is another client to the rate limits).
   */
  function post(
    path: string,
    body: unknown,
    {
      host = 'tours.localhost',
      from = '127.0.0.1',
      headers = {},
    }: { host?: string; from?: string; headers?: Record<string, string> } = {},
  ): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          localAddress: from,
          headers: { host, 'content-type': 'application/json', ...headers },
        },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (text += chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: text ? JSON.parse(text) : null,
            }),
          )
        },
      )
      outgoing.on('error', reject)
      outgoing.end(typeof body === 'string' ? body : JSON.stringify(body))
    })
  }

  return { post, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
