import type { NextApiRequest, NextApiResponse } from 'next'
import { serveForm } from '@/server/forms/formRoutes'

/** The wizard's older path, which the browser posts to: the same as POST /api/forms/tailorMade. */
export default function tailorMadeRoute(req: NextApiRequest, res: NextApiResponse) {
  return serveForm('tailorMade', req, res)
}

// Next reads this statically: it must be written here, not imported.
export const config = { api: { bodyParser: false } }
