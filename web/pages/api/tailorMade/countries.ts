import type { NextApiRequest, NextApiResponse } from 'next'
import { sendList, wizardListSite } from '@/server/forms/tailorMade/wizardRoute'
import { warehouseClient } from '@/server/upstream/warehouse'

/**
 * GET /api/tailorMade/countries: the countries to pick on the wizard's step 1 (warehouse call 6;
 * the key stays on the server), `{countries: [{id, name}]}`. The page brings them from its build;
 * the wizard asks here when the build could not get them. A failing warehouse gives none. Only
 * on sites that have the wizard (404 elsewhere).
 */
export default async function tailorMadeCountries(req: NextApiRequest, res: NextApiResponse) {
  const site = await wizardListSite(req, res)
  if (!site) return
  sendList(res, 'countries', await warehouseClient(site).countries())
}
