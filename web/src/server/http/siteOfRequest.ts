import type { IncomingHttpHeaders } from 'node:http'
import type { NextApiRequest, NextApiResponse } from 'next'
import { defaultSiteId, hostPolicy, isServedHost, siteForHost, type Site } from '@travel/config'
import { refuse } from './refusal'

/**
 * The site a server-side request is for, from its host alone. No other header names it: a
 * client could send any, and proxy.ts does not run for API routes or files.
 */
export function siteOfRequest(headers: IncomingHttpHeaders): Site {
  return siteForHost(headers.host, defaultSiteId())
}

export const MISDIRECTED = 'This server does not answer for that host.'

/**
 * The site of an API request, as siteOfRequest; undefined once a request to a host this
 * deployment does not serve (in production: not a site's domain, localhost or a preview host;
 * config/src/hosts.ts) has been answered 421, as proxy.ts answers pages.
 */
export function servedSiteOf(req: NextApiRequest, res: NextApiResponse): Site | undefined {
  if (isServedHost(req.headers.host, hostPolicy())) return siteOfRequest(req.headers)
  return refuse(res, 421, MISDIRECTED)
}
