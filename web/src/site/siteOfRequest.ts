import type { IncomingHttpHeaders } from 'node:http'
import { defaultSiteId, getSite, siteForHost, type Site } from '@travel/config'

/** The header proxy.ts sets on every rewritten request; any value a client sent is replaced. */
export const SITE_HEADER = 'x-site-id'

/** The site a server-side request is for: the proxy's verdict, else the host. */
export function siteOfRequest(headers: IncomingHttpHeaders): Site {
  const fromProxy = headers[SITE_HEADER]
  const site = typeof fromProxy === 'string' ? getSite(fromProxy) : undefined
  return site ?? siteForHost(headers.host, defaultSiteId())
}
