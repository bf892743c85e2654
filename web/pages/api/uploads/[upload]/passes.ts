import type { NextApiRequest, NextApiResponse } from 'next'
import { serveUploadRoute } from '@/server/uploads/uploadRoutes'

/** POST /api/uploads/<name>/passes: the pass a form's upload needs (uploadPasses.ts). */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return serveUploadRoute('pass', req, res)
}
