import { createServer, request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { NextApiRequest, NextApiResponse } from 'next'

type ApiHandler = (req: NextApiRequest, res: NextApiResponse) => unknown

export type HttpAnswer = { status: number; headers: IncomingHttpHeaders; body: unknown }

/** What a test sends: the Host header as a browser would, and the loopback address it comes from. */
export type HttpCall = {
  method?: string
  host?: string
  /** Any loopback address: each is another client to the rate limits. */
  from?: string
  headers?: Record<string, string>
  body?: string
}

/** `/api/admin/deliveries/[id]/retry` against a path: its parameters, or undefined when it does not match. */
function matchRoute(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = pattern.split('/')
  const given = pathname.split('/')
  if (wanted.length !== given.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, part] of wanted.entries()) {
    const segment = decodeURIComponent(given[index]!)
    if (part.startsWith('[') && part.endsWith(']')) params[part.slice(1, -1)] = segment
    else if (part !== segment) return undefined
  }
  return params
}

/**
 * Several API routes as one handler, each under its file's path in pages/ (`[name]` segments
 * become `query.name`, as Next gives them); 404 for any other path.
 */
export function routesByPath(routes: Record<string, ApiHandler>): ApiHandler {
  return (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    for (const [pattern, handler] of Object.entries(routes)) {
      const params = matchRoute(pattern, pathname)
      if (params) return handler(Object.assign(req, { query: { ...req.query, ...params } }), res)
    }
    return res.status(404).json({ message: 'Not Found' })
  }
}

/**
 * An API route behind a real HTTP server, with what Next adds: `query` (the path's segments
 * after `/api/forms/` as `form`, and the search parameters), `cookies` (the Cookie header's), `status()`, `json()` and `send()`. An error
 * the route lets escape is a 500, as Next answers it.
 */
export async function startApiServer(handler: ApiHandler) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const query: Record<string, string> = Object.fromEntries(url.searchParams)
    const form = /^\/api\/forms\/([^/]+)$/.exec(url.pathname)?.[1]
    if (form) query.form = decodeURIComponent(form)
    const cookies = Object.fromEntries(
      (req.headers.cookie ?? '')
        .split(';')
        .map((pair) => pair.trim().split(/=(.*)/s, 2) as [string, string?])
        .filter(([name]) => name)
        .map(([name, value = '']) => [name, decodeURIComponent(value)]),
    )
    const api = Object.assign(res, {
      status: (code: number) => Object.assign(res, { statusCode: code }),
      json: (body: unknown) => res.setHeader('Content-Type', 'application/json').end(JSON.stringify(body)),
      send: (body: string | Buffer) => res.end(body),
    })
    Promise.resolve(
      handler(
        Object.assign(req, { query, cookies }) as unknown as NextApiRequest,
        api as unknown as NextApiResponse,
      ),
    ).catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  /** Any request, with node:http, which sends the Host header as given; a JSON answer is parsed. */
  function call(
    path: string,
    { method = 'GET', host = 'tours.localhost', from = '127.0.0.1', headers = {}, body }: HttpCall = {},
  ): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, path, method, localAddress: from, headers: { host, ...headers } },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (text += chunk))
          response.on('end', () => {
            const json = String(response.headers['content-type'] ?? '').includes('application/json')
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: text ? (json ? JSON.parse(text) : text) : null,
            })
          })
        },
      )
      outgoing.on('error', reject)
      outgoing.end(body)
    })
  }

  /** Posts JSON, from `from` (any loopback address: each is another client to the rate limits). */
  function post(
    path: string,
    body: unknown,
    options: { host?: string; from?: string; headers?: Record<string, string> } = {},
  ): Promise<HttpAnswer> {
    return call(path, {
      ...options,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  }

  return {
    post,
    call,
    /** The server's origin, for a client that reads the answer's bytes (an image). */
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
