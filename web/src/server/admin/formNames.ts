import type { Attribution } from '@/forms/attribution/schema'
import { formDeclarations } from '@/server/forms/declarations.generated'
import { FAILURE_ALERT_KIND } from '@/server/mail/failureAlerts'
import { OPERATIONS_ALERT_KIND } from '@/server/mail/operationsAlert'

/** A CMS form's filter value: its kind and its document's id (`cms-form:<id>`). */
export const CMS_FORM_KIND = 'cms-form'

/** What the tool's form filter sends for a kind of form, or for one CMS form. */
export function formFilterValue(kind: string, ref: string | null): string {
  return kind === CMS_FORM_KIND && ref ? `${CMS_FORM_KIND}:${ref}` : kind
}

/** A form filter's value back into its kind and, for one CMS form, its id. */
export function parseFormFilterValue(value: string): { kind: string; ref?: string } {
  const prefix = `${CMS_FORM_KIND}:`
  return value.startsWith(prefix) ? { kind: CMS_FORM_KIND, ref: value.slice(prefix.length) } : { kind: value }
}

const declared = new Map(formDeclarations.map((form) => [form.formKind as string, form]))

/**
 * What the Submissions tool calls a form: a CMS form's title when it was sent, a form in code
 * by its declaration's title; any other kind by its name.
 */
export function formTitle(kind: string, storedTitle: string | null): string {
  if (storedTitle) return storedTitle
  if (kind === FAILURE_ALERT_KIND) return 'Failure alert'
  if (kind === OPERATIONS_ALERT_KIND) return 'Operations alert'
  return declared.get(kind)?.title ?? kind
}

/** `firstName` as "First name", `utm_source` as "Utm source": a name that has no label. */
export function spacedName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A submitted field with the label the form showed for it (or its spaced name). */
export type LabelledField = { name: string; label: string; value: unknown }

type FieldValue = { field: string; value: unknown }

const isFieldValues = (value: unknown): value is FieldValue[] =>
  Array.isArray(value) &&
  value.every((entry) => typeof entry === 'object' && entry !== null && typeof entry.field === 'string')

/**
 * The fields a visitor sent, in order, each with its label: a CMS form's `submissionData` by the
 * labels stored with it; a form in code by its declaration's labels, else its names spaced. What
 * the route added for delivery (a CMS form's id, title, email and rendered mails; the captcha
 * is never stored) is left out.
 */
export function labelledFields(
  kind: string,
  values: unknown,
  storedLabels: Record<string, string> | null,
): LabelledField[] {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return []
  const labels = { ...declared.get(kind)?.labels, ...storedLabels }
  const label = (name: string) => labels[name] ?? spacedName(name)
  const entries = Object.entries(values)
  const list = entries.find(([, value]) => isFieldValues(value))?.[1] as FieldValue[] | undefined
  if (kind === CMS_FORM_KIND && list)
    return list.map(({ field, value }) => ({ name: field, label: label(field), value }))
  return entries.map(([name, value]) => ({ name, label: label(name), value }))
}

/** The attribution's parts as the tool and the CSV head them. */
export const ATTRIBUTION_LABELS: Record<keyof Attribution, string> = {
  landingPage: 'Landing page',
  referrer: 'Referrer',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
}
