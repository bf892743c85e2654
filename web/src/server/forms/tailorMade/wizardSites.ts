import type { Site } from '@travel/config'
import { tailorMadeWizardOfBrandQuery } from '@/content/queries'
import { fetchContent } from '@/server/content/source'

/**
 * Whether the site has the tailor-made wizard: a page of its brand shows the block on the site
 * (not limited to the brand's other sites by Show only on). The wizard's routes serve only such
 * sites, so a brand whose editors add the block gets working routes and one without it (cruises,
 * rail in the seed) is not open to posts made for it. Cached as every content read is (source.ts).
 */
export function hasTailorMadeWizard(site: Site): Promise<boolean> {
  return fetchContent(tailorMadeWizardOfBrandQuery, { brand: site.brand, site: site.id })
}

/** What a wizard route answers on a site without the wizard (404). */
export const NO_WIZARD_HERE = 'This site has no tailor-made request form.'
