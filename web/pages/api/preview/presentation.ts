import type { NextApiRequest, NextApiResponse } from 'next'
import { contentSettings } from '@travel/config'
import { refuse } from '@/server/http/refusal'
import { openDraftMode, previewRequest } from '@/server/preview/previewResponse'
import { checkStudioPreview } from '@/server/preview/studioPreview'

/**
 * Draft mode from the Studio's Presentation tool (studioPreview.ts); the page it frames is this
 * host's site, to which draft mode is bound (previewSession.ts, signed with PREVIEW_SECRET).
 * Refused (and nothing turned on) without a valid, fresh secret.
 */
export default async function presentationPreview(req: NextApiRequest, res: NextApiResponse) {
  const request = previewRequest(req, res)
  if (!request) return
  const { site, secret } = request
  const check = await checkStudioPreview(`http://${req.headers.host}${req.url ?? '/'}`, contentSettings())
  if (!check.ok) {
    return check.reason === 'not configured'
      ? refuse(res, 503, 'Preview from the Studio needs the Sanity content source and its read token.')
      : refuse(res, 401, 'This preview link is not valid.')
  }
  openDraftMode(req, res, site.id, secret)
  res.redirect(307, check.path)
}
