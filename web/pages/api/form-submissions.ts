import type { NextApiRequest, NextApiResponse } from 'next'
import { serveForm } from '@/server/forms/formRoutes'

/** The CMS forms' older path, which the browser posts to: the same as POST /api/forms/cms. */
export default function cmsFormRoute(req: NextApiRequest, res: NextApiResponse) {
  return serveForm('cms', req, res)
}

// Next reads this statically: it must be written here, not imported.
export const config = { api: { bodyParser: false } }
