import type { NextApiRequest, NextApiResponse } from 'next'
import type { RefusalBody } from '@/forms/refusal'
import { hasTailorMadeWizard, NO_WIZARD_HERE } from '@/server/forms/tailorMade/wizardSites'
import { siteOfRequest } from '@/server/http/siteOfRequest'
import { warehouseClient } from '@/server/upstream/warehouse'

const MAX_COUNTRIES = 50

/** A CDN keeps a list for 5 minutes; places change rarely. */
const CACHED = 'public, s-maxage=300, stale-while-revalidate=600'
/** An empty list may be the warehouse failing (its client cannot tell us): ask again soon. */
const CACHED_EMPTY = 'public, s-maxage=30'

const POSITIVE_INTEGER = /^[1-9]\d*$/

function refuse(res: NextApiResponse, status: number, message: string, field?: string) {
  const body: RefusalBody = { status, message, errors: [field ? { field, message } : { message }] }
  res.status(status).json(body)
}

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
  // The site (and so the company code) comes from the host alone.
  const site = siteOfRequest(req.headers)
  const served = await hasTailorMadeWizard(site).catch((error: unknown) => {
    console.error(`Could not tell whether ${site.id} has the tailor-made wizard`, error)
    return null
  })
  if (served === null) return refuse(res, 503, 'The places cannot be listed now. Please try again shortly.')
  if (!served) return refuse(res, 404, NO_WIZARD_HERE)
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET')
    return refuse(res, 405, 'Method Not Allowed')
  }
  const ids = countryIdsOf(req.query)
  if (typeof ids === 'string') return refuse(res, 400, ids, 'countryId')
  const destinations = await warehouseClient(site).destinationsByCountries(ids)
  const locations = [...new Set(destinations.map(({ name }) => name))]
  res.setHeader('Cache-Control', locations.length ? CACHED : CACHED_EMPTY)
  res.status(200).json({ locations })
}
