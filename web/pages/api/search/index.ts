import { isDuration, isTravelType } from '@/forms/quickSearch/options'
import { quickSearchSchema } from '@/forms/quickSearch/schema'
import { lookupRoute } from '@/server/lookups/lookupRoute'
import { warehouseClient } from '@/server/upstream/warehouse'

/**
 * GET /api/search?travelType=tour&keyword=japan&duration=ONE_TO_TEN_DAYS: the quick search's
 * results (warehouse call 2), `{results: [{code, name, image}]}`, checked with the form's schema.
 */
export default lookupRoute({
  name: 'results',
  schema: quickSearchSchema,
  load: async (site, { travelType, keyword, duration }) =>
    isTravelType(travelType)
      ? warehouseClient(site).search(
          travelType,
          keyword?.trim() ?? '',
          isDuration(duration) ? duration : undefined,
        )
      : [],
})
