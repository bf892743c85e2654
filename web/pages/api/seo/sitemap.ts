import type { NextApiRequest, NextApiResponse } from 'next'
import { servedSiteOf } from '@/server/http/siteOfRequest'
import { sitemapEntries, sitemapLimits, sitemapXml } from '@/server/content/sitemap'
import { REVALIDATE_SECONDS } from '@/server/content/sitePages'

/**
 * /sitemap.xml, and /sitemap-<n>.xml as `?part=<n>` (rewritten here by proxy.ts): the site's
 * published pages, or past one file's limits, the index of the files that list them.
 */
export default async function sitemap(req: NextApiRequest, res: NextApiResponse) {
  const site = servedSiteOf(req, res)
  if (!site) return
  const { part } = req.query
  if (part !== undefined && !(typeof part === 'string' && /^[1-9]\d{0,5}$/.test(part))) {
    res.status(404).send('No such sitemap.')
    return
  }
  try {
    const xml = sitemapXml(
      site,
      await sitemapEntries(site),
      part === undefined ? undefined : Number(part),
      sitemapLimits(),
    )
    if (xml === undefined) {
      res.status(404).send('No such sitemap.')
      return
    }
    // Fresh as the pages are: cached at most as long as a page waits for regeneration.
    res.setHeader('Cache-Control', `public, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate`)
    res.setHeader('Content-Type', 'application/xml; charset=utf-8')
    res.status(200).send(xml)
  } catch (error) {
    console.error('Could not build the sitemap', error)
    res.status(503).send('The sitemap is not available right now.')
  }
}
