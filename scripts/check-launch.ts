// npm run check:launch -- [--site SITE] [--production]
// Lists what would embarrass a brand on its first day (scripts/launch/, docs/production.md):
// placeholder booking origins, legal text not approved by legal, missing site facts, forms that
// email nobody, offers without terms, and, in production mode, an environment without SMTP or
// with a test captcha. Content comes from the sites' own source: the embedded dataset, or Sanity
// when SANITY_PROJECT_ID is set. Production mode (NODE_ENV=production or --production) exits 1
// while anything is listed.
import { parseArgs } from 'node:util'
import { getSite, sites } from '@travel/config'
import { createContentSource } from '../web/src/server/content/source'
import { launchFindings, launchReport } from './launch/launchCheck'

const USAGE = `Usage: npm run check:launch -- [--site SITE] [--production]
  --site SITE     one site: ${sites.map((site) => site.id).join(', ')} (default: every site)
  --production    check the environment too, and exit 1 while anything is listed
                  (the same as NODE_ENV=production)`

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

function options() {
  try {
    return parseArgs({
      options: {
        site: { type: 'string' },
        production: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
}

async function main(): Promise<void> {
  const parsed = options()
  if (parsed.help) {
    console.log(USAGE)
    return
  }
  const site = parsed.site === undefined ? undefined : getSite(parsed.site)
  if (parsed.site !== undefined && !site) fail(`No site "${parsed.site}".`)
  const production = parsed.production || process.env.NODE_ENV === 'production'
  const findings = await launchFindings({
    source: createContentSource(),
    sites: site ? [site] : [...sites],
    env: process.env,
    production,
  })
  console.log(launchReport(findings, production))
  if (production && findings.length > 0) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 2
})
