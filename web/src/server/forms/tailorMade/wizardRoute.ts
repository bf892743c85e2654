import type { NextApiRequest, NextApiResponse } from 'next'
import type { Site } from '@travel/config'
import type { RefusalBody } from '@/forms/refusal'
import { servedSiteOf } from '@/server/http/siteOfRequest'
import { hasTailorMadeWizard, NO_WIZARD_HERE } from './wizardSites'

/** A refusal in the form routes' one shape (docs/upstream.md). */
export function refuse(res: NextApiResponse, status: number, message: string, field?: string): undefined {
  const body: RefusalBody = { status, message, errors: [field ? { field, message } : { message }] }
  res.status(status).json(body)
  return undefined
}

/**
 * The site of a GET route that serves the wizard's lists (its countries, its places), from the
 * host alone; undefined once the request has been refused: 404 on a site whose pages have no
 * wizard, 503 when the content cannot say, 405 for anything but GET.
 */
export async function wizardListSite(req: NextApiRequest, res: NextApiResponse): Promise<Site | undefined> {
  const site = servedSiteOf(req, res)
  if (!site) return undefined
  const served = await hasTailorMadeWizard(site).catch((error: unknown) => {
    console.error(`Could not tell whether ${site.id} has the tailor-made wizard`, error)
    return null
  })
  if (served === null) return refuse(res, 503, 'This list cannot be given now. Please try again shortly.')
  if (!served) return refuse(res, 404, NO_WIZARD_HERE)
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET')
    return refuse(res, 405, 'Method Not Allowed')
  }
  return site
}

/** A CDN keeps a list for 5 minutes: countries and places change rarely. */
const CACHED = 'public, s-maxage=300, stale-while-revalidate=600'
/** An empty list may be the warehouse failing (its client cannot tell us): ask again soon. */
const CACHED_EMPTY = 'public, s-maxage=30'

/** Answers a list under `name`, cached as long as it is worth it. */
export function sendList(res: NextApiResponse, name: string, list: readonly unknown[]): void {
  res.setHeader('Cache-Control', list.length ? CACHED : CACHED_EMPTY)
  res.status(200).json({ [name]: list })
}
