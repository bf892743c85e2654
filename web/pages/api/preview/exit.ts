import type { NextApiRequest, NextApiResponse } from 'next'
import { noStore, sitePathOr } from '@/server/preview/previewResponse'

/**
 * Leaves draft preview: draft mode off for this browser, back to the page as visitors see it.
 * A plain link (GET) so the preview bar works without script; turning preview off is harmless.
 */
export default function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  noStore(res)
  res.setDraftMode({ enable: false })
  res.redirect(307, sitePathOr(req.query.path))
}
