import { ATTRIBUTION_PART_MAX, ATTRIBUTION_PARTS, type Attribution } from './parts'

/**
 * The sessionStorage key under which public/frontend/visit-source.js keeps the first page of the
 * visit: `{path, search, referrer}` as the browser saw them. First-party only: the site's own
 * script, the visitor's own browser, gone with the tab.
 */
export const VISIT_SOURCE_KEY = 'visitSource'

/** The script that keeps it, loaded by pages/_document.tsx on every page. */
export const VISIT_SOURCE_SCRIPT = '/frontend/visit-source.js'

/** What visit-source.js stored for the visit's first page. */
export type VisitStart = { path: string; search: string; referrer: string }

const UTM: Record<Exclude<keyof Attribution, 'landingPage' | 'referrer'>, string> = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
}

/**
 * Another site as its origin alone; a page of this site (`origin`) as its address without the
 * query or fragment, which may carry what a visitor typed.
 */
export function referrerOf(referrer: string, origin: string): string | undefined {
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    return url.origin === origin ? `${url.origin}${url.pathname}` : url.origin
  } catch {
    return undefined
  }
}

/**
 * The attribution of a visit that started at `start`, on a page of `origin`: each part within
 * its length, so no address however long makes the form's body too large to take. The route
 * checks the rest with the schema (schema.ts) and drops what it refuses.
 */
export function attributionOf(start: VisitStart, origin: string): Attribution | null {
  const params = new URLSearchParams(start.search)
  const found: Attribution = {
    landingPage: start.path,
    referrer: start.referrer ? referrerOf(start.referrer, origin) : undefined,
  }
  for (const part of Object.keys(UTM) as (keyof typeof UTM)[])
    found[part] = params.get(UTM[part])?.trim() || undefined
  const kept: Attribution = {}
  for (const part of ATTRIBUTION_PARTS) {
    const text = found[part]
    if (text && text.length <= ATTRIBUTION_PART_MAX[part]) kept[part] = text
  }
  return Object.keys(kept).length ? kept : null
}

function isVisitStart(value: unknown): value is VisitStart {
  if (!value || typeof value !== 'object') return false
  const { path, search, referrer } = value as Record<string, unknown>
  return [path, search, referrer].every((part) => typeof part === 'string')
}

/** This visit's attribution, from what visit-source.js kept; null without one (or storage). */
export function visitAttribution(): Attribution | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(VISIT_SOURCE_KEY) ?? 'null')
    return isVisitStart(stored) ? attributionOf(stored, window.location.origin) : null
  } catch {
    return null
  }
}
