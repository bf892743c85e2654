import type { IncomingHttpHeaders } from 'node:http'
import type { NextApiRequest, NextApiResponse } from 'next'
import { defaultSiteId, hostPolicy, isServedHost, siteForHost, type Site } from '@travel/config'
import { refuse } from './refusal'

/**
 * The site a server-side request is for, from its host alone. No other header names it: a
 * client could send any, and proxy.ts rewrites only pages (API routes get the request as sent).
 */
export function siteOfRequest(headers: IncomingHttpHeaders): Site {
  return siteForHost(headers.host, defaultSiteId())
}

export const MISDIRECTED = 'This server does not answer for that host.'

/**
 * The site of an API request, as siteOfRequest; undefined once a request to a host this
 * deployment does not serve (in production: not a site's domain, localhost or a preview host;
 * config/src/hosts.ts) has been answered 421. proxy.ts answers such a host 421 on every path
 * first; the route's own check holds wherever it is called without the proxy (its unit tests).
 */
export function servedSiteOf(req: NextApiRequest, res: NextApiResponse): Site | undefined {
  if (isServedHost(req.headers.host, hostPolicy())) return siteOfRequest(req.headers)
  return refuse(res, 421, MISDIRECTED)
}
