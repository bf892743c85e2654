import type { NextApiRequest, NextApiResponse } from 'next'
import { refuse } from '@/server/http/refusal'
import { checkPreviewQuery } from '@/server/preview/previewSignature'
import { openDraftMode, previewRequest } from '@/server/preview/previewResponse'

const REFUSALS = {
  unsigned: 'A preview link must be signed.',
  invalid: 'This preview link is not valid.',
  expired: 'This preview link has expired: open the preview again from the Studio.',
  'not configured': 'Preview is not configured on this server.',
} as const

/**
 * Opens draft preview of one page of this host's site from a signed link (docs/preview.md):
 * turns on Next's draft mode for this browser, bound to this site for PREVIEW_SESSION_MINUTES,
 * and leads to the page, which then renders per request from the drafts perspective. Anything
 * else is refused and changes nothing.
 */
export default function preview(req: NextApiRequest, res: NextApiResponse) {
  const request = previewRequest(req, res)
  if (!request) return
  const { site, secret } = request
  const check = checkPreviewQuery(req.query, site.id, secret)
  if (!check.ok) return refuse(res, check.reason === 'not configured' ? 503 : 401, REFUSALS[check.reason])
  openDraftMode(req, res, site.id, secret)
  res.redirect(307, check.path)
}
