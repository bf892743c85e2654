import { sitesOfBrand, type BrandId, type Site } from '@travel/config'
import type { ContentSource } from '../../web/src/server/content/source'
import { brandFindings } from './brandRules'
import { environmentFindings } from './environmentRules'
import type { Finding } from './finding'
import { brandState, siteState } from './gather'
import { siteFindings } from './siteRules'

export interface LaunchCheck {
  source: ContentSource
  /** The sites to check (with them, the findings of their brands as a whole). */
  sites: Site[]
  env: Record<string, string | undefined>
  /** The environment is production's: it is checked too. */
  production: boolean
}

/**
 * Everything the launch check lists, brand by brand (its sites' findings, then the brand's as a
 * whole), then, in production mode, the environment's.
 */
export async function launchFindings({ source, sites, env, production }: LaunchCheck): Promise<Finding[]> {
  const brands = [...new Set(sites.map((site) => site.brand))] as BrandId[]
  const perBrand = await Promise.all(
    brands.map(async (brand) => {
      const chosen = sites.filter((site) => site.brand === brand)
      const [ofSites, ofBrand] = await Promise.all([
        Promise.all(chosen.map(async (site) => siteFindings(await siteState(source, site)))),
        brandState(source, brand, sitesOfBrand(brand)).then(brandFindings),
      ])
      return [...ofSites.flat(), ...ofBrand]
    }),
  )
  return [...perBrand.flat(), ...(production ? environmentFindings(env) : [])]
}

/** The findings as the command prints them, grouped by where they are. */
export function launchReport(findings: Finding[], production: boolean): string {
  const mode = production
    ? 'production: the environment is checked, and any finding fails the check'
    : 'not production: the environment is not checked, and findings do not fail the check'
  const lines = [`Launch check (${mode}).`]
  const places = [...new Set(findings.map((finding) => finding.where))]
  for (const where of places) {
    lines.push('', where)
    for (const finding of findings.filter((each) => each.where === where))
      lines.push(`  - ${finding.problem}`, `    Fix: ${finding.fix}`)
  }
  lines.push(
    '',
    findings.length === 0
      ? 'Nothing to fix.'
      : `${findings.length} ${findings.length === 1 ? 'thing' : 'things'} to fix before launch.`,
  )
  return lines.join('\n')
}
