import { sitesOfBrand } from '@travel/config'
import { adminRoute } from '@/server/admin/adminRoute'
import { brandFormsQuery } from '@/content/queries'
import { formChoices, formsOfBrand } from '@/server/admin/submissionsQuery'
import { fetchContent } from '@/server/content/source'
import { submissionsDb } from '@/server/submissions/database'

/**
 * GET /api/admin/forms?brand=: what the tool's filters offer: the brand's forms, by title (its
 * CMS forms, and its forms in code once sent), and its sites, each by its address (docs/admin.md).
 */
export default adminRoute(['GET'], 'read', async ({ res, brand }) => {
  res.status(200).json({
    forms: formChoices(
      await formsOfBrand(await submissionsDb(), brand),
      await fetchContent(brandFormsQuery, { brand }),
    ),
    sites: sitesOfBrand(brand).map(({ id, siteLabel }) => ({ id, label: siteLabel })),
  })
})
