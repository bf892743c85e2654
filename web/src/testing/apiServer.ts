import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next'

/** What a route answered over HTTP: the body parsed as JSON when it is JSON, else its text. */
export type ApiAnswer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

export type ApiCall = {
  method?: string
  /** The Host header, as a browser sends it for a site (fetch would set its own). */
  host?: string
  headers?: Record<string, string>
  body?: string
}

/** `/api/forms/[form]` against a path: its query parameters, or undefined when it does not match. */
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
 * API routes behind a real HTTP server, as `next start` serves them: the route's path parameters
 * and the search params as `req.query`, and the response helpers Next adds (`status`, `json`,
 * `send`). Bodies are left unread, as for the form routes (`bodyParser: false`). Route tests send
 * requests over a socket with `call`, so headers, the peer address and the body are real.
 */
export async function startApiServer(routes: Record<string, NextApiHandler>) {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api')
    const found = Object.entries(routes)
      .map(([pattern, handler]) => ({ handler, params: matchRoute(pattern, url.pathname) }))
      .find((route) => route.params !== undefined)
    if (!found) return res.writeHead(404).end()
    const query = { ...Object.fromEntries(url.searchParams), ...found.params }
    const api = Object.assign(res, {
      status: (code: number) => Object.assign(res, { statusCode: code }),
      json: (body: unknown) => res.setHeader('Content-Type', 'application/json').end(JSON.stringify(body)),
      send: (body: unknown) =>
        typeof body === 'string' || Buffer.isBuffer(body) ? res.end(body) : api.json(body),
    })
    Promise.resolve(
      found.handler(Object.assign(req, { query }) as NextApiRequest, api as unknown as NextApiResponse),
    ).catch((error: unknown) => {
      // As Next does: an error a route let escape is a 500.
      console.error(error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  function call(
    path: string,
    { method = 'GET', host = 'tours.localhost', headers = {}, body }: ApiCall = {},
  ) {
    return new Promise<ApiAnswer>((resolve, reject) => {
      const sent = request(
        { host: '127.0.0.1', port, path, method, headers: { host, ...headers } },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (text += chunk))
          response.on('end', () => {
            const json = String(response.headers['content-type'] ?? '').includes('application/json')
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: json ? JSON.parse(text) : text,
            })
          })
        },
      )
      sent.on('error', reject)
      sent.end(body)
    })
  }

  return {
    port,
    call,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
