import { object, type ObjectSchema } from 'yup'
import {
  echoedName,
  fillPlaceholders,
  isNameField,
  mayShow,
  type BrandMail,
  type PlaceholderPlace,
} from '@travel/config'
import type { FormEmailsQueryResult } from '@/content/sanity.types'
import {
  inputFields,
  type CmsFormValues,
  type FormDefinition,
  type InputFieldDefinition,
} from '@/forms/fields/definition'
import { portableTextToHtml, portableTextToText, type MailBlock } from './portableText'
import type { SiteFacts } from '@/site/siteFacts'
import { escapeHtml, oneLine, storedMailSchema, type StoredMail } from './storedMail'

/** What a CMS form emails for one submission, rendered when it was sent (docs/upstream.md). */
export type FormMails = { notification?: StoredMail; confirmation?: StoredMail }

/** A CMS form's stored mails, as the outbox checks them before sending one. */
export const formMailsSchema: ObjectSchema<FormMails> = object({
  notification: storedMailSchema.default(undefined).optional(),
  confirmation: storedMailSchema.default(undefined).optional(),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict()

export type FormEmailSettings = NonNullable<FormEmailsQueryResult>

/** A submitted value as the team reads it: a select's option label, yes/no for a checkbox. */
function shownValue(field: InputFieldDefinition, value: CmsFormValues[string]): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  const text = String(value ?? '')
  const options = 'options' in field ? field.options : undefined
  return options?.find((option) => option.value === text)?.label ?? text
}

/**
 * `{{fieldName}}` replaced by that field's shown value (on one line); any other `{{…}}` (a name
 * no field has, or a field this place does not show: the Studio warns of both) by nothing.
 */
export function fillIn(template: string, shown: Record<string, string>): string {
  return fillPlaceholders(
    template,
    Object.fromEntries(Object.entries(shown).map(([name, value]) => [name, oneLine(value)])),
  )
}

/**
 * The values a place of a mail may show, by field name (config/src/formPlaceholders.ts): every
 * one in the team's introduction; choices, as their labels, in the team's subject; choices and
 * the visitor's name, when it is only letters (echoedName), in the confirmation. Free text never
 * reaches a header or the visitor's mail: a spammer's words and links would go out under the
 * brand's name.
 */
function shownValues(
  definition: FormDefinition,
  values: CmsFormValues,
  place: PlaceholderPlace,
): Record<string, string> {
  const shown: Record<string, string> = {}
  for (const field of inputFields(definition)) {
    if (!mayShow(field, place)) continue
    if (place !== 'teamText' && (values[field.name] === undefined || values[field.name] === '')) continue
    shown[field.name] =
      place === 'visitor' && isNameField(field)
        ? echoedName(String(values[field.name]))
        : shownValue(field, values[field.name])
  }
  return shown
}

function notification(
  settings: FormEmailSettings['notificationEmail'],
  definition: FormDefinition,
  values: CmsFormValues,
  email: string,
  sender: MailSender | null,
): StoredMail | undefined {
  const to = (settings?.recipients ?? []).filter(Boolean)
  if (to.length === 0) return undefined
  const title = definition.title ?? definition._id
  const rows = inputFields(definition)
    .filter((field) => values[field.name] !== undefined && values[field.name] !== '')
    .map((field) => ({ label: field.label || field.name, value: shownValue(field, values[field.name]) }))
  const introduction = fillIn(settings?.introduction ?? '', shownValues(definition, values, 'teamText'))
  const text = [introduction, ...rows.map((row) => `${row.label}: ${row.value}`)].filter(Boolean).join('\n\n')
  const html = [
    introduction && `<p>${escapeHtml(introduction)}</p>`,
    '<table>',
    ...rows.map(
      (row) => `<tr><th align="left">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`,
    ),
    '</table>',
  ]
    .filter(Boolean)
    .join('\n')
  // The visitor's text stays out of every header but Reply-To: the subject shows choices only.
  const subject = oneLine(
    fillIn(settings?.subject || `New submission: ${title}`, shownValues(definition, values, 'teamSubject')),
  )
  return { ...(sender ? { from: sender.from } : {}), to, replyTo: email, subject, text, html }
}

/** Who a brand's form mails come from: its name, and its sender and enquiries addresses. */
export type MailSender = BrandMail & { brandName: string }

/** A confirmation's paragraphs when an editor wrote none: never an empty mail. */
export const defaultConfirmationText = (brandName: string): string[] =>
  ['Thank you for getting in touch. We have received your message and will reply soon.', brandName].filter(
    Boolean,
  )

const paragraphs = (texts: string[]): MailBlock[] =>
  texts.map((text) => ({ _type: 'block', children: [{ _type: 'span', text }] }))

/**
 * The visitor's confirmation: the editor's text (a default one when it has none), and of the
 * visitor's own only their name and choices, in the subject and the text (an address anyone can
 * type receives it). It comes from the brand, and a reply reaches its enquiries address.
 */
function confirmation(
  settings: FormEmailSettings['confirmationEmail'],
  definition: FormDefinition,
  values: CmsFormValues,
  email: string,
  facts: SiteFacts | null,
  sender: MailSender | null,
) {
  if (!settings?.send || !settings.subject) return undefined
  const shown = shownValues(definition, values, 'visitor')
  const options = { facts, fill: (text: string) => fillIn(text, shown) }
  const written: readonly MailBlock[] | null = portableTextToText(settings.body, options).trim()
    ? settings.body
    : null
  const body = written ?? paragraphs(defaultConfirmationText(sender?.brandName ?? ''))
  return {
    ...(sender ? { from: sender.from, replyTo: sender.replyTo } : {}),
    to: [email],
    subject: oneLine(fillIn(settings.subject, shown)),
    text: portableTextToText(body, options),
    html: portableTextToHtml(body, options),
  } satisfies StoredMail
}

/**
 * The form's mails for these checked values; the confirmation goes to the form's email field,
 * with the site's contact details its text names (`facts`) written out. Both come from the
 * brand's `sender` (config's brandMail); without one, from SMTP_FROM (smtp.ts).
 */
export function renderFormMails(
  settings: FormEmailsQueryResult,
  definition: FormDefinition,
  values: CmsFormValues,
  email: string,
  facts: SiteFacts | null = null,
  sender: MailSender | null = null,
): FormMails {
  const mails: FormMails = {}
  const team = notification(settings?.notificationEmail ?? null, definition, values, email, sender)
  const visitor = confirmation(settings?.confirmationEmail ?? null, definition, values, email, facts, sender)
  if (team) mails.notification = team
  if (visitor) mails.confirmation = visitor
  return mails
}
