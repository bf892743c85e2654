import { isTravelType } from '@/forms/quickSearch/options'
import { suggestionsQuerySchema } from '@/forms/quickSearch/schema'
import { lookupRoute } from '@/server/lookups/lookupRoute'
import { warehouseClient } from '@/server/upstream/warehouse'
import { titleCase } from '@/site/titleCase'

/**
 * GET /api/search/suggestions?travelType=tour&keyword=jap: the destinations matching what is
 * typed (warehouse call 1), title-cased, each once: `{suggestions: ['Japan']}`.
 */
export default lookupRoute({
  name: 'suggestions',
  schema: suggestionsQuerySchema,
  load: async (site, { travelType, keyword }) => {
    if (!isTravelType(travelType)) return []
    const keys = await warehouseClient(site).filter(travelType, keyword.trim())
    return [...new Set(keys.map(titleCase))]
  },
})
