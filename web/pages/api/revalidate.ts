import type { NextApiRequest, NextApiResponse } from 'next'
import { SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { revalidateSecret } from '@travel/config'
import { readRawBody } from '@/server/http/readRawBody'
import { preferredWaitSeconds, renderAgain, settlesWithin } from '@/server/revalidation/renderQueue'
import { parseDocumentChange, revalidationPaths } from '@/server/revalidation/revalidationPaths'
import { checkWebhookSignature } from '@/server/revalidation/webhookSignature'

// The signature covers the exact bytes Sanity sent, so the body is read raw.
export const config = { api: { bodyParser: false } }

const MAX_BODY_BYTES = 100 * 1024

/**
 * On-demand revalidation from a signed Sanity webhook: answered 202 with the paths it will render
 * again, which are rendered after the answer (renderQueue.ts). A client that asks to wait
 * (`Prefer: wait=60`: a script, a test) is answered 200 with the paths once they are rendered, or
 * 202 if that takes longer.
 */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    return res.status(405).json({ message: 'Method Not Allowed' })
  }
  const body = await readRawBody(req, MAX_BODY_BYTES)
  if (body === null) return res.status(413).json({ message: 'Payload Too Large' })

  const secret = revalidateSecret()
  const signature = req.headers[SIGNATURE_HEADER_NAME]
  const check =
    secret && typeof signature === 'string' ? checkWebhookSignature(body, signature, secret) : 'invalid'
  if (check !== 'valid') {
    const message =
      check === 'expired' ? 'Signature is more than 5 minutes old (or ahead)' : 'Invalid signature'
    return res.status(401).json({ message })
  }

  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return res.status(400).json({ message: 'Body is not valid JSON' })
  }
  const change = parseDocumentChange(json)
  if (typeof change === 'string') return res.status(400).json({ message: change })

  const paths = await revalidationPaths(change)
  // Every page named, rendered or not: Next's `unstable_onlyGenerated` (render again only a page
  // already rendered) left the next request for a re-rendered page waiting some 60 s behind
  // nginx (npm run check:scale, docs/performance.md).
  const rendered = renderAgain(paths, (path) => res.revalidate(path))
  const waitSeconds = preferredWaitSeconds(req.headers.prefer)
  if (waitSeconds > 0 && (await settlesWithin(rendered, waitSeconds * 1000)))
    return res.status(200).json({ revalidated: paths })
  return res.status(202).json({ revalidating: paths })
}
