import type { IncomingMessage, ServerResponse } from 'node:http'

export const MAX_BODY_BYTES = 1024 * 1024

/** An answer before it is written: `body` undefined means no body (204). */
export interface Reply {
  status: number
  body?: unknown
  headers?: HeaderMap
}

export type HeaderMap = Record<string, string>

export type BodyResult = { ok: true; body: unknown } | { ok: false; reply: Reply }

export function fail(status: number, message: string): Reply {
  return { status, body: { status, message } }
}

export function ok(data: unknown): Reply {
  return { status: 200, body: { status: 200, data } }
}

/** Node joins repeated headers itself except a few (set-cookie); one string per name is simpler to filter on. */
export function headerMap(req: IncomingMessage): HeaderMap {
  const headers: HeaderMap = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return headers
}

/**
 * Reads the whole body even past the limit (keeping none of the excess): answering while the client
 * is still uploading makes it see a connection reset instead of the 413.
 */
export function readBody(req: IncomingMessage): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return resolve({ ok: false, reply: fail(413, 'Body exceeds 1 MB') })
      resolve(parseJson(Buffer.concat(chunks).toString('utf8')))
    })
    // An aborted upload: nobody is left to read the answer, but the promise must still settle.
    const aborted = () => resolve({ ok: false, reply: fail(400, 'Request aborted') })
    req.on('error', aborted)
    req.on('close', () => {
      if (!req.complete) aborted()
    })
  })
}

function parseJson(text: string): BodyResult {
  if (text.trim() === '') return { ok: true, body: null }
  try {
    return { ok: true, body: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, reply: fail(400, 'Malformed JSON') }
  }
}

export function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return
  if (reply.body === undefined) {
    res.writeHead(reply.status, reply.headers).end()
    return
  }
  // A file (the warehouse's product photos): its headers name its type.
  if (Buffer.isBuffer(reply.body)) {
    res.writeHead(reply.status, { ...reply.headers, 'content-length': reply.body.length }).end(reply.body)
    return
  }
  const text = JSON.stringify(reply.body)
  res
    .writeHead(reply.status, {
      ...reply.headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    })
    .end(text)
}

/** Thrown by a handler to answer with `reply`; lets validation bail out from inside helpers. */
export class HttpError extends Error {
  constructor(readonly reply: Reply) {
    super(`HTTP ${reply.status}`)
  }
}

export function badRequest(message: string): never {
  throw new HttpError(fail(400, message))
}
