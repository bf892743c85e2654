import { object } from 'yup'
import { hasTailorMadeWizard, NO_WIZARD_HERE } from '@/server/forms/tailorMade/wizardSites'
import { lookupRoute } from '@/server/lookups/lookupRoute'
import { warehouseClient } from '@/server/upstream/warehouse'

/**
 * GET /api/tailorMade/countries: the countries to pick on the wizard's step 1 (warehouse call 6;
 * the key stays on the server), `{countries: [{id, name}]}`. The page brings them from its build;
 * the wizard asks here when the build could not get them. A failing warehouse gives none. Only
 * on sites that have the wizard (404 elsewhere).
 */
export default lookupRoute({
  name: 'countries',
  schema: object({}).noUnknown('Unknown parameter: ${unknown}').strict(),
  servedOn: { feature: 'the tailor-made wizard', has: hasTailorMadeWizard, message: NO_WIZARD_HERE },
  load: (site) => warehouseClient(site).countries(),
})
