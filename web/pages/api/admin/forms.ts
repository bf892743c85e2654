import { sitesOfBrand } from '@travel/config'
import { adminRoute } from '@/server/admin/adminRoute'
import { formsOfBrand } from '@/server/admin/submissionsQuery'
import { submissionsDb } from '@/server/submissions/database'

/**
 * GET /api/admin/forms?brand=: what the tool's filters offer: the brand's forms that have
 * submissions, by title, and its sites, each by its address (docs/admin.md).
 */
export default adminRoute(['GET'], async ({ res, brand }) => {
  res.status(200).json({
    forms: await formsOfBrand(await submissionsDb(), brand),
    sites: sitesOfBrand(brand).map(({ id, siteLabel }) => ({ id, label: siteLabel })),
  })
})
