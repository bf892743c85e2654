import type { NextApiRequest, NextApiResponse } from 'next'
import { robotsTxt } from '@/server/content/sitemap'
import { servedSiteOf } from '@/server/http/siteOfRequest'
import { isProductionHost } from '@/site/searchEngines'

/** /robots.txt (rewritten here in next.config.ts): crawling on production domains only. */
export default function robots(req: NextApiRequest, res: NextApiResponse) {
  const site = servedSiteOf(req, res)
  if (!site) return
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'public, s-maxage=3600')
  res.status(200).send(robotsTxt(site, isProductionHost(site, req.headers.host)))
}
