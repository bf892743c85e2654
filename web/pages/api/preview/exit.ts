import type { NextApiRequest, NextApiResponse } from 'next'
import { closeDraftMode, noStore, sitePathOr } from '@/server/preview/previewResponse'

/**
 * Leaves draft preview: draft mode and its site's session off for this browser on this host,
 * back to the page as visitors see it.
 * A plain link (GET) so the preview bar works without script; turning preview off is harmless.
 */
export default function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  noStore(res)
  closeDraftMode(res)
  res.redirect(307, sitePathOr(req.query.path))
}
