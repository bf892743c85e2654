// Prints a signed draft-preview link of a site's page (docs/preview.md), for a local check or a
// colleague without the Studio: `PREVIEW_SECRET=… npm run preview:url -- golf /about-us`.
// `--origin` names where the site runs (default: http://<site>.localhost:3000, `npm run dev`).
import { parseArgs } from 'node:util'
import { getSite, previewSecret } from '@travel/config'
import { previewQuery } from '../web/src/server/preview/previewSignature'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { origin: { type: 'string' }, minutes: { type: 'string', default: '15' } },
})
const [siteId = '', path = '/'] = positionals
const site = getSite(siteId)
const secret = previewSecret()
if (!site || !secret) {
  console.error(
    'Usage: PREVIEW_SECRET=… npm run preview:url -- <site id> [/path] [--origin URL] [--minutes 15]',
  )
  process.exit(1)
}
const origin = values.origin ?? `http://${site.id}.localhost:3000`
const query = previewQuery(site.id, path, secret, Date.now(), Number(values.minutes) * 60)
console.log(`${origin}/api/preview?${query}`)
