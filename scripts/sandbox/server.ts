import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

import { answerApiCall } from './api'
import { answerBookingPage, BOOKING_PREFIX } from './bookingSite'
import { answerControl, CONTROL_PREFIX } from './control'
import { fail, headerMap, readBody, type Reply, send } from './http'
import { matchRoute } from './router'
import { startSmtpSink } from './smtpSink'
import { createState, type SandboxState } from './state'
import { answerProductImage, PRODUCT_IMAGES_PREFIX } from './warehouseImages'

export interface SandboxOptions {
  /** 0 (the default) picks a free port; read the chosen one from `url`. */
  port?: number
  host?: string
  /** The SMTP sink's port: 0 picks a free one; undefined starts no sink. */
  smtpPort?: number
  /**
   * How long every back-office call waits before it is answered (0 by default): a back office
   * across a network, for the scale bench's outbox drain.
   */
  latencyMs?: number
}

export interface Sandbox {
  /** Origin without a trailing slash, e.g. `http://127.0.0.1:4010`. */
  url: string
  /** `smtp://host:port` of the SMTP sink, when one was started. */
  smtpUrl: string | undefined
  close(): Promise<void>
}

// Split by hand rather than with `new URL`: a request target like `//x` or `*` would be read as a
// host or throw, and the sandbox must answer every request.
function splitTarget(rawUrl: string): { path: string; query: URLSearchParams } {
  const at = rawUrl.indexOf('?')
  return at === -1
    ? { path: rawUrl, query: new URLSearchParams() }
    : { path: rawUrl.slice(0, at), query: new URLSearchParams(rawUrl.slice(at + 1)) }
}

async function answer(state: SandboxState, req: IncomingMessage, latencyMs: number): Promise<Reply> {
  const receivedAt = new Date().toISOString()
  const method = req.method ?? 'GET'
  const { path, query } = splitTarget(req.url ?? '/')
  // Read before routing: the warehouse tells two calls on one path apart by their body.
  const body = await readBody(req)
  if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) {
    return answerControl(state, method, path, query)
  }
  if (path.startsWith(PRODUCT_IMAGES_PREFIX)) return answerProductImage(method, path)
  if (path.startsWith(BOOKING_PREFIX)) {
    const page = answerBookingPage(method, path, query)
    if (page) return page
  }
  const match = matchRoute(state.routes, method, path, body.ok ? body.body : null)
  if (match.kind === 'none') return fail(404, `No sandbox route for ${method} ${path}`)
  if (match.kind === 'wrong-method') {
    const allow = match.allow.join(', ')
    return { ...fail(405, `Use ${allow} on ${path}`), headers: { allow } }
  }
  const headers = headerMap(req)
  if (latencyMs > 0) await sleep(latencyMs)
  return answerApiCall(state, match.route, {
    method,
    path,
    query,
    headers,
    params: match.params,
    body,
    receivedAt,
  })
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const state = createState()
  const host = options.host ?? '127.0.0.1'
  const sink =
    options.smtpPort === undefined ? undefined : await startSmtpSink(state.mailbox, options.smtpPort, host)
  try {
    return await startHttp(state, options.port ?? 0, host, sink, options.latencyMs ?? 0)
  } catch (error) {
    await sink?.close()
    throw error
  }
}

function startHttp(
  state: SandboxState,
  port: number,
  host: string,
  sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined,
  latencyMs: number,
): Promise<Sandbox> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // A client that hangs up mid-answer must not take the process down with an unhandled 'error'.
    res.on('error', () => {})
    answer(state, req, latencyMs).then(
      (reply) => send(res, reply),
      (error: unknown) => {
        console.error('Sandbox failed to answer:', error)
        send(res, fail(500, 'Sandbox error'))
      },
    )
  })
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
    else socket.destroy()
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      const { port: actualPort } = server.address() as AddressInfo
      const shownHost = host.includes(':') ? `[${host}]` : host
      resolve({
        url: `http://${shownHost}:${actualPort}`,
        smtpUrl: sink && `smtp://${shownHost}:${sink.port}`,
        close: () =>
          new Promise<void>((done, failClose) => {
            void sink?.close()
            server.close((error) => (error ? failClose(error) : done()))
            // Keep-alive sockets (fetch keeps them) would otherwise hold close() open.
            server.closeAllConnections()
          }),
      })
    })
  })
}
