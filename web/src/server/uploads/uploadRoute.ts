import { createWriteStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import type { NextApiRequest, NextApiResponse } from 'next'
import busboy from 'busboy'
import { isLocalHost } from '@travel/config'
import { UPLOAD_PASS_REFUSED } from '@/forms/uploads/uploadPass'
import { isCrossSite } from '@/server/http/browserRequest'
import { clientIp, rateLimitKey } from '@/server/http/clientIp'
import { refuse } from '@/server/http/refusal'
import { servedSiteOf } from '@/server/http/siteOfRequest'
import { submissionsDb } from '@/server/submissions/database'
import { createRateLimiter } from '@/server/submissions/rateLimit'
import type { UploadDeclaration } from './declarations'
import { documentTypeOf } from './documentType'
import { uploadStore } from './configuredUploadStore'
import { alertWhenNearlyFull, hasRoom } from './siteQuota'
import { takePass } from './uploadPasses'
import { visitorAllowance, visitorAllowanceKey } from './visitorAllowance'
import type { UploadStore } from './uploadStore'

/** The multipart field the file comes in (spec 01 §7: `file`). */
export const FILE_FIELD = 'file'

/** Room for the multipart envelope (boundaries, part headers) beyond the file's own bytes. */
const ENVELOPE_BYTES = 16 * 1024

const NO_FILE = 'Please choose a file to upload.'
const NOT_SAVED = 'Your file could not be saved. Please try again in a few minutes.'
const TOO_MANY = 'Too many uploads. Please try again in a minute.'
const SITE_FULL = 'Uploads cannot be taken at the moment. Please try again later.'
const TOO_MUCH_TODAY = 'You have uploaded as much as we can take in a day. Please try again tomorrow.'

/** Every refusal of an upload names its one field. */
function refuseFile(res: NextApiResponse, status: number, message: string): undefined {
  return refuse(res, status, message, [{ field: FILE_FIELD, message }])
}

/** Refuses, and closes the connection: the rest of a body too large is not read. */
function refuseUnread(req: NextApiRequest, res: NextApiResponse, status: number, message: string): undefined {
  req.unpipe()
  res.setHeader('Connection', 'close')
  return refuseFile(res, status, message)
}

function isMultipart(req: NextApiRequest): boolean {
  return req.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data'
}

/**
 * Where the uploader can fetch a stored upload back, on the host it sent it to. A form sends the
 * name only; the back office gets the URL its route builds on the site's production origin.
 */
function urlOnRequestHost(req: NextApiRequest, path: string): string {
  const host = req.headers.host ?? 'localhost'
  return `${isLocalHost(host) ? 'http' : 'https'}://${host}${path}`
}

type Received =
  { kind: 'file'; partial: string } | { kind: 'refused'; status: number; message: string; unread?: boolean }

/**
 * Streams the request's one file part into a partial file, stopping at the size cap: the body is
 * never held in memory, and a file over the cap is refused as soon as it passes it.
 */
function receiveFile(req: NextApiRequest, upload: UploadDeclaration, store: UploadStore): Promise<Received> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: upload.maxBytes, fields: 0, parts: 1 },
      })
    } catch {
      resolve({ kind: 'refused', status: 400, message: NO_FILE })
      return
    }
    let received: Promise<Received> | undefined
    parser.on('file', (field, stream) => {
      if (field !== FILE_FIELD || received) {
        stream.resume()
        return
      }
      received = (async (): Promise<Received> => {
        const partial = await store.newPartialFile()
        let tooLarge = false
        stream.on('limit', () => {
          tooLarge = true
        })
        try {
          await pipeline(stream, createWriteStream(partial, { mode: 0o600 }))
        } catch {
          await store.discardPartial(partial)
          return { kind: 'refused', status: 400, message: NO_FILE }
        }
        if (tooLarge) {
          await store.discardPartial(partial)
          return { kind: 'refused', status: 413, message: upload.tooLargeMessage, unread: true }
        }
        return { kind: 'file', partial }
      })()
      // The answer goes out as soon as the file is stored or refused.
      received.then(resolve, () => resolve({ kind: 'refused', status: 503, message: NOT_SAVED }))
    })
    parser.on('close', () => {
      if (!received) resolve({ kind: 'refused', status: 400, message: NO_FILE })
    })
    parser.on('error', () => resolve({ kind: 'refused', status: 400, message: NO_FILE }))
    req.pipe(parser)
  })
}

/**
 * An upload's route: multipart with one `file` part, same-site only, from a live form (a pass
 * it was given, uploadPasses.ts), rate-limited per client like the form routes, within the
 * client's daily bytes (visitorAllowance.ts), refused while the site's uploads fill its quota
 * (507), streamed to disk with the size capped before anything is buffered, its type checked by
 * content, and kept under a random name; answers 201 `{name, url}` (docs/upstream.md).
 */
export function uploadRoute(upload: UploadDeclaration) {
  const limit = createRateLimiter(submissionsDb)
  return async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const site = servedSiteOf(req, res)
    if (!site) return
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return refuseFile(res, 405, 'Method Not Allowed')
    }
    if (!isMultipart(req)) return refuseUnread(req, res, 415, 'The file must be sent as multipart/form-data.')
    if (isCrossSite(req)) return refuseUnread(req, res, 403, 'Uploads are accepted from this site only.')
    const declaredBytes = Number(req.headers['content-length'])
    if (declaredBytes > upload.maxBytes + ENVELOPE_BYTES) {
      return refuseUnread(req, res, 413, upload.tooLargeMessage)
    }
    const visitor = rateLimitKey(clientIp(req))
    const allowance = visitorAllowanceKey(visitor)
    try {
      const retryAfter = await limit(`upload:${upload.name}:${visitor}`)
      if (retryAfter !== undefined) {
        res.setHeader('Retry-After', String(retryAfter))
        return refuseUnread(req, res, 429, TOO_MANY)
      }
      if (!(await takePass(req, upload, site, visitor)))
        return refuseUnread(req, res, 403, UPLOAD_PASS_REFUSED)
      // A body that cannot fit in what the visitor has left is not read (its envelope aside).
      const left = await visitorAllowance.left(allowance)
      if (left.amount <= 0 || declaredBytes - ENVELOPE_BYTES > left.amount) {
        res.setHeader('Retry-After', String(left.retryAfter))
        return refuseUnread(req, res, 429, TOO_MUCH_TODAY)
      }
    } catch (error) {
      console.error(`Could not count an upload of ${upload.name}`, error)
      return refuseUnread(req, res, 503, NOT_SAVED)
    }
    let store: UploadStore
    try {
      store = uploadStore()
      // Checked before a byte is read (a full site reads nothing), and again once the size is known.
      if (!(await hasRoom(store, site, upload, 1))) return refuseUnread(req, res, 507, SITE_FULL)
    } catch (error) {
      console.error(`No upload store answered for ${upload.name}`, error)
      return refuseUnread(req, res, 503, NOT_SAVED)
    }
    const place = { site: site.id, upload: upload.name }
    const received = await receiveFile(req, upload, store)
    if (received.kind === 'refused') {
      return received.unread
        ? refuseUnread(req, res, received.status, received.message)
        : refuseFile(res, received.status, received.message)
    }
    try {
      const type = await documentTypeOf(received.partial)
      if (!type || !upload.types.includes(type)) {
        await store.discardPartial(received.partial)
        return refuseFile(res, 415, upload.wrongTypeMessage)
      }
      const size = (await stat(received.partial)).size
      if (!(await hasRoom(store, site, upload, size))) {
        await store.discardPartial(received.partial)
        return refuseFile(res, 507, SITE_FULL)
      }
      const wait = await visitorAllowance.spend(allowance, size)
      if (wait !== undefined) {
        await store.discardPartial(received.partial)
        res.setHeader('Retry-After', String(wait))
        return refuseFile(res, 429, TOO_MUCH_TODAY)
      }
      const name = await store.keepUpload(received.partial, type, place)
      await alertWhenNearlyFull(store, site)
      res.status(201).json({ name, url: urlOnRequestHost(req, `/api/uploads/${upload.name}/${name}`) })
    } catch (error) {
      console.error(`Could not keep an upload of ${upload.name}`, error)
      await store.discardPartial(received.partial).catch(() => undefined)
      return refuseFile(res, 503, NOT_SAVED)
    }
  }
}
