import type { NextApiRequest, NextApiResponse } from 'next'
import { servedSiteOf } from '@/server/http/siteOfRequest'
import { sitemapEntries, sitemapXml } from '@/server/content/sitemap'
import { REVALIDATE_SECONDS } from '@/server/content/sitePages'

/** /sitemap.xml (rewritten here in next.config.ts): the site's published pages. */
export default async function sitemap(req: NextApiRequest, res: NextApiResponse) {
  const site = servedSiteOf(req, res)
  if (!site) return
  try {
    const xml = sitemapXml(site, await sitemapEntries(site))
    // Fresh as the pages are: cached at most as long as a page waits for regeneration.
    res.setHeader('Cache-Control', `public, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate`)
    res.setHeader('Content-Type', 'application/xml; charset=utf-8')
    res.status(200).send(xml)
  } catch (error) {
    console.error('Could not build the sitemap', error)
    res.status(503).send('The sitemap is not available right now.')
  }
}
