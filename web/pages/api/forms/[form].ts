import type { NextApiRequest, NextApiResponse } from 'next'
import { serveForm } from '@/server/forms/formRoutes'

/** POST /api/forms/<name>: every declared form (web/src/server/forms/declarations.generated.ts). */
export default function formRoute(req: NextApiRequest, res: NextApiResponse) {
  return serveForm(req.query.form, req, res)
}

// Next reads this statically: it must be written here, not imported.
export const config = { api: { bodyParser: false } }
