import type { NextApiRequest } from 'next'
import { array, object, string } from 'yup'
import { hasTailorMadeWizard, NO_WIZARD_HERE } from '@/server/forms/tailorMade/wizardSites'
import { lookupRoute } from '@/server/lookups/lookupRoute'
import { warehouseClient } from '@/server/upstream/warehouse'

const MAX_COUNTRIES = 50
const NOT_AN_ID = 'Each countryId must be a positive whole number.'

const locationsQuerySchema = object({
  countryId: array(
    string()
      .required(NOT_AN_ID)
      .matches(/^[1-9]\d{0,14}$/, NOT_AN_ID),
  )
    .required('Give at least one countryId.')
    .min(1, 'Give at least one countryId.')
    .max(MAX_COUNTRIES, `Give at most ${MAX_COUNTRIES} countryId values.`),
})
  .noUnknown('Unknown parameter: ${unknown}')
  .strict()

/** A repeated `countryId` comes as a list, a single one as text: the schema reads a list. */
function input(query: NextApiRequest['query']) {
  const { countryId, ...rest } = query
  return { ...rest, countryId: countryId === undefined ? [] : [countryId].flat() }
}

/**
 * GET /api/tailorMade/locations?countryId=36&countryId=380: the places of the chosen countries
 * for the wizard's other-locations step (warehouse call 5; the key stays on the server). The
 * names come de-duplicated, in the warehouse's order; a failing warehouse gives none, and the
 * visitor types a place instead. Only on sites that have the wizard (404 elsewhere).
 */
export default lookupRoute({
  name: 'locations',
  schema: locationsQuerySchema,
  input,
  servedOn: { feature: 'the tailor-made wizard', has: hasTailorMadeWizard, message: NO_WIZARD_HERE },
  load: async (site, { countryId }) => {
    const destinations = await warehouseClient(site).destinationsByCountries(countryId.map(Number))
    return [...new Set(destinations.map(({ name }) => name))]
  },
})
