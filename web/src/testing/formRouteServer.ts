import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { NextApiRequest, NextApiResponse } from 'next'
import formRoute from '../../pages/api/forms/[form]'

/** What a form route answered over HTTP, its body read as JSON. */
export type RouteAnswer = { status: number; body: unknown }

/**
 * POST /api/forms/<name> behind a real HTTP server on a free port, with the two helpers Next
 * adds to a response, for a test to post as a browser of a site does (its Host, JSON). `close`
 * stops it.
 */
export async function startFormRouteServer(): Promise<{
  post: (host: string, form: string, body: unknown) => Promise<RouteAnswer>
  close: () => Promise<void>
}> {
  const server: Server = createServer((req, res) => {
    const form = (req.url ?? '').split('?')[0]!.split('/')[3]
    const api = Object.assign(res, {
      status: (code: number) => Object.assign(res, { statusCode: code }),
      json: (body: unknown) => res.setHeader('Content-Type', 'application/json').end(JSON.stringify(body)),
    })
    void formRoute(
      Object.assign(req, { query: { form } }) as unknown as NextApiRequest,
      api as unknown as NextApiResponse,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const post = (host: string, form: string, body: unknown) =>
    new Promise<RouteAnswer>((resolve, reject) => {
      const headers = { host, 'content-type': 'application/json' }
      const req = request(`${origin}/api/forms/${form}`, { method: 'POST', headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }),
        )
      })
      req.on('error', reject)
      req.end(JSON.stringify(body))
    })
  return { post, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
