import type { NextApiRequest, NextApiResponse } from 'next'
import { refuse, sendList, wizardListSite } from '@/server/forms/tailorMade/wizardRoute'
import { warehouseClient } from '@/server/upstream/warehouse'

const MAX_COUNTRIES = 50

const POSITIVE_INTEGER = /^[1-9]\d*$/

/** The countryId values as ids, or what is wrong with them. */
function countryIdsOf(query: NextApiRequest['query']): number[] | string {
  const raw = query['countryId']
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]
  if (values.length === 0) return 'Give at least one countryId.'
  if (values.length > MAX_COUNTRIES) return `Give at most ${MAX_COUNTRIES} countryId values.`
  const ids = values.map(Number)
  if (values.some((value, i) => !POSITIVE_INTEGER.test(value) || !Number.isSafeInteger(ids[i])))
    return 'Each countryId must be a positive whole number.'
  return ids
}

/**
 * GET /api/tailorMade/locations?countryId=36&countryId=380: the places of the chosen countries
 * for the wizard's other-locations step (warehouse call 5; the key stays on the server). The
 * names come de-duplicated, in the warehouse's order; a failing warehouse gives none, and the
 * visitor types a place instead. Only on sites that have the wizard (404 elsewhere).
 */
export default async function tailorMadeLocations(req: NextApiRequest, res: NextApiResponse) {
  const site = await wizardListSite(req, res)
  if (!site) return
  const ids = countryIdsOf(req.query)
  if (typeof ids === 'string') return refuse(res, 400, ids, 'countryId')
  const destinations = await warehouseClient(site).destinationsByCountries(ids)
  sendList(res, 'locations', [...new Set(destinations.map(({ name }) => name))])
}
