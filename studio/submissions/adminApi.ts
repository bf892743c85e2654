import type { BrandId } from '@travel/config'
import { previewOrigins } from '../presentation/previewUrl'

type Env = Record<string, string | undefined>

/**
 * What the tool filters by, on the server; empty values are left out of the query. `form` is a
 * value of the API's form list (a kind, or `cms-form:<id>` for one CMS form); `site` a site id.
 */
export type SubmissionsFilter = {
  form?: string
  site?: string
  status?: string
  from?: string
  to?: string
  /** Part of the visitor's name or email. */
  search?: string
  /** The visit's utm_source and utm_campaign. */
  source?: string
  campaign?: string
  /** `alerts`: the alerts to operations, which the list of submissions leaves out. */
  kind?: string
}

/**
 * The site whose admin API (docs/admin.md) the brand's Submissions tool calls: the brand's first
 * site, as the Presentation tool previews it (SANITY_STUDIO_PREVIEW_ORIGIN for a local Studio).
 * Every site of a deployment shares one store, and the API scopes by `brand`.
 */
export function adminApiOrigin(brand: BrandId, env: Env = process.env): string {
  return previewOrigins(brand, env)[0]!
}

/**
 * Which page of the list: the first, or the one older or newer than a cursor an earlier page
 * gave (its `older` or `newer`).
 */
export type ListPosition = { older?: string; newer?: string }

/** An admin API URL: the brand always, then the filters that are set, then the list's position. */
export function adminApiUrl(
  origin: string,
  path: string,
  brand: BrandId,
  filter: SubmissionsFilter = {},
  position: ListPosition = {},
): string {
  const url = new URL(`/api/admin/${path}`, origin)
  url.searchParams.set('brand', brand)
  for (const [name, value] of Object.entries({ ...filter, ...position }))
    if (value) url.searchParams.set(name, value)
  return url.toString()
}

/** A delivery as the admin API answers it (docs/admin.md). */
export type DeliveryView = {
  id: string
  target: string
  status: 'pending' | 'delivered' | 'failed'
  attempts: number
  /** The raw error, for the developer. */
  lastError: string | null
  /** The same in plain words. */
  lastErrorPlain: string | null
  deliveredAt: string | null
  nextAttemptAt: string
}

/** One entry of a delivery's history, as the admin API's detail answers it (docs/admin.md). */
export type DeliveryEventView = {
  at: string
  /** `retry`: not delivered, tried again later; `failed`: the site stopped trying; `requeued`: sent again. */
  outcome: 'delivered' | 'retry' | 'failed' | 'requeued'
  /** The try's number in its retry period (a requeue starts a new one); null for a requeue. */
  attempt: number | null
  /** The raw error, for the developer. */
  error: string | null
  /** The same in plain words. */
  errorPlain: string | null
}

/** A delivery in a submission's detail: with every recorded try, oldest first. */
export type DeliveryDetailView = DeliveryView & {
  history: DeliveryEventView[]
  /** It was tried before the site kept a history of tries. */
  earlierTriesUnrecorded: boolean
}

/** A sent field with the label its form showed. */
export type LabelledField = { name: string; label: string; value: unknown }

/** Where the visit came from: its first page, the page before it, the first page's utm_*. */
export type Attribution = {
  landingPage?: string
  referrer?: string
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
  utmTerm?: string
  utmContent?: string
}

/** A submission as the admin API answers it (docs/admin.md). */
export type SubmissionView = {
  id: string
  site: string
  form: string
  formTitle: string
  formFilter: string
  receivedAt: string
  /** The visitor's name and email; null once purged. */
  name: string | null
  email: string | null
  source: string | null
  campaign: string | null
  /** Its site's clock, which its times are shown in. */
  timeZone: string
  purged: boolean
  purgedAt: string | null
  fields: LabelledField[]
  attribution: Attribution | null
  deliveries: DeliveryView[]
}

/** One submission as GET /api/admin/submissions/<id> answers it: its deliveries with their histories. */
export type SubmissionDetailView = Omit<SubmissionView, 'deliveries'> & { deliveries: DeliveryDetailView[] }

/** What the filters offer: the brand's forms by title, its sites by address. */
export type FilterChoices = {
  forms: { value: string; title: string }[]
  sites: { id: string; label: string }[]
}

export type SubmissionsPage = {
  submissions: SubmissionView[]
  pageSize: number
  /** How many match, counted up to a cap: `totalCapped` when there are more. */
  total: number
  totalCapped: boolean
  /** The cursors of the pages either side, null at either end of the list. */
  older: string | null
  newer: string | null
}

/** A form's submissions on one UTC day (`form`: the filter's value). */
export type DailyCount = { form: string; formTitle: string; day: string; count: number }

/** Calls the admin API as the signed-in user: their Sanity token is the only credential. */
export async function callAdminApi(
  url: string,
  token: string | undefined,
  method = 'GET',
): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new Error(body.message ?? `The site answered ${response.status}`)
  }
  return response
}

/** Enquiries of one form from one campaign in one week, as the admin API's report answers it. */
export type CampaignWeek = {
  /** The Monday it starts, in the report's clock. */
  week: string
  source: string | null
  medium: string | null
  campaign: string | null
  form: string
  formTitle: string
  count: number
}
