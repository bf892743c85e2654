import type { NextApiRequest, NextApiResponse } from 'next'
import { serveUploadRoute } from '@/server/uploads/uploadRoutes'

// The body is a multipart stream the route reads itself, capped as it streams.
export const config = { api: { bodyParser: false } }

/** POST /api/uploads/<name>: every declared upload (web/src/server/uploads/declarations.ts). */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return serveUploadRoute('receive', req, res)
}
