import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { NextApiRequest, NextApiResponse } from 'next'
import { servedSiteOf } from '@/server/http/siteOfRequest'
import type { UploadDeclaration } from './declarations'
import { MEDIA_TYPES } from './documentType'
import type { StoredUpload } from './uploadStore'
import { uploadStore } from './configuredUploadStore'

/**
 * Serves a stored upload back (to the back office, from the URL in the submission's body): only
 * on the site it was sent to, as a download never shown inline, never sniffed, and never kept by
 * a shared cache. The random name is the only key: whoever has the URL can read the file.
 */
export function serveUpload(upload: UploadDeclaration) {
  return async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const site = servedSiteOf(req, res)
    if (!site) return
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      res.status(405).end()
      return
    }
    const name = typeof req.query.file === 'string' ? req.query.file : ''
    res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    let stored: StoredUpload | undefined
    let contents: Readable | undefined
    try {
      stored = await uploadStore().storedUpload({ site: site.id, upload: upload.name }, name)
      if (stored && req.method === 'GET') contents = await stored.open()
    } catch (error) {
      console.error(`Could not read an upload of ${upload.name}`, error)
      res.status(503).end()
      return
    }
    if (!stored) {
      res.status(404).end()
      return
    }
    const { type } = stored
    res.setHeader('Content-Type', MEDIA_TYPES[type])
    res.setHeader('Content-Length', String(stored.size))
    res.setHeader('Content-Disposition', `attachment; filename="${upload.name}.${type}"`)
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox")
    res.status(200)
    if (!contents) {
      res.end()
      return
    }
    await pipeline(contents, res)
  }
}
