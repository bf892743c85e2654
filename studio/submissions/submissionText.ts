import { readableMoment } from '@travel/config'
import type { Attribution, DeliveryView, SubmissionsPage } from './adminApi'

/** Who each delivery goes to, as an editor would say it (the targets: web/src/server/delivery). */
const TARGET_NAMES: Record<string, string> = {
  'cms-store.form-submission': 'Back office (CMS store)',
  'cms-store.agent-acceptance': 'Back office (CMS store)',
  'cms-store.career': 'Back office (CMS store)',
  'cms-store.famil': 'Back office (CMS store)',
  'cms-store.virtuoso': 'Back office (CMS store)',
  'cms-store.webinar': 'Back office (CMS store)',
  'passenger-portal.contact-us': 'Passenger portal',
  'passenger-portal.famil': 'Passenger portal',
  'reservation.enquiry': 'Reservations',
  'reservation.tailor-made': 'Reservations',
  'email.form-notification': 'Email to the team',
  'email.form-confirmation': 'Confirmation email to the visitor',
  'email.failure-alert': 'Failure alert email',
}

/** A delivery's target in words, its internal name when it has none. */
export function targetName(target: string): string {
  return TARGET_NAMES[target] ?? target
}

/**
 * A stored time in its site's clock, labelled with the zone (`Thu, 3 Dec 2026, 09:12 AEDT`): the
 * same wherever the editor sits.
 */
export const when = (iso: string, timeZone: string) => readableMoment(iso, timeZone)

/** Where a delivery stands, in a sentence. */
export function deliveryState(delivery: DeliveryView, timeZone: string): string {
  const tries = `${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'}`
  if (delivery.status === 'delivered')
    return delivery.deliveredAt ? `Delivered ${when(delivery.deliveredAt, timeZone)}` : 'Delivered'
  if (delivery.status === 'failed') return `Failed after ${tries}: the site has stopped trying`
  if (delivery.attempts === 0) return 'Waiting to be sent'
  return `Not delivered yet after ${tries}; next try ${when(delivery.nextAttemptAt, timeZone)}`
}

/** A sent value as text: yes or no for a tick box, a dash for nothing. */
export function valueText(value: unknown): string {
  if (value === true) return 'Yes'
  if (value === false) return 'No'
  if (value === null || value === undefined || value === '') return '—'
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1)
}

/** The attribution's parts, each with its heading, in the CSV's order. */
export const ATTRIBUTION_ROWS: [keyof Attribution, string][] = [
  ['landingPage', 'Landing page'],
  ['referrer', 'Came from'],
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['utmTerm', 'utm_term'],
  ['utmContent', 'utm_content'],
]

/**
 * The submission an address opens (`…/submissions?id=…`, the failure alert's link): the `id` of
 * the tool's search parameters, as Sanity's router gives them.
 */
export function openedSubmissionId(searchParams: readonly (readonly [string, string])[] | undefined) {
  return searchParams?.find(([name]) => name === 'id')?.[1] || undefined
}

/**
 * The list's header: how many match and which page this is ("120 submissions · page 2 of 3"); past
 * the API's count cap, "More than 10000 submissions · page 2", with no last page to name.
 */
export function listCount(
  list: Pick<SubmissionsPage, 'total' | 'totalCapped' | 'pageSize'>,
  noun: string,
  page: number,
): string {
  if (list.totalCapped) return `More than ${list.total} ${noun} · page ${page}`
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize))
  return `${list.total} ${noun} · page ${page} of ${pages}`
}
