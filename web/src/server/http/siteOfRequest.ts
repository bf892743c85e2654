import type { IncomingHttpHeaders } from 'node:http'
import { defaultSiteId, siteForHost, type Site } from '@travel/config'

/**
 * The site a server-side request is for, from its host alone. No other header names it: a
 * client could send any, and proxy.ts does not run for API routes or files.
 */
export function siteOfRequest(headers: IncomingHttpHeaders): Site {
  return siteForHost(headers.host, defaultSiteId())
}
