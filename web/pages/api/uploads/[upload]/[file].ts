import type { NextApiRequest, NextApiResponse } from 'next'
import { serveUploadRoute } from '@/server/uploads/uploadRoutes'

// Files are streamed, up to an upload's cap (10 MB for a CV).
export const config = { api: { responseLimit: false } }

/** GET /api/uploads/<name>/<file>: a stored upload, as a download. */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return serveUploadRoute('serve', req, res)
}
