import { object, type ObjectSchema } from 'yup'
import type { FormEmailsQueryResult } from '@/content/sanity.types'
import {
  inputFields,
  type CmsFormValues,
  type FormDefinition,
  type InputFieldDefinition,
} from '@/forms/fields/definition'
import { portableTextToHtml, portableTextToText } from './portableText'
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

/** `{{fieldName}}` replaced by that field's shown value (on one line); other names by nothing. */
export function fillIn(template: string, shown: Record<string, string>): string {
  return template.replace(/\{\{\s*([\w-]+)\s*\}\}/g, (_match, name: string) =>
    oneLine(Object.hasOwn(shown, name) ? (shown[name] ?? '') : ''),
  )
}

/** Fields whose values an editor wrote (a choice's label, yes or no), not the visitor. */
const CHOICE_TYPES = new Set(['selectField', 'countryField', 'stateField', 'checkboxField'])

/** A text field that holds the visitor's name: its name ends in "name" (fullName, lastName…). */
const isNameField = (field: InputFieldDefinition) => field._type === 'textField' && /name$/i.test(field.name)

/** How much of a name a mail to a stranger repeats. */
export const ECHO_MAX = 40

/**
 * A visitor's text as a mail to an address they typed may repeat it: on one line, without
 * anything a mail program would turn into a link (a scheme, `www.`, an address, a dotted name),
 * cut to ECHO_MAX characters.
 */
export function echoSafe(text: string): string {
  const words = oneLine(text)
    .split(/\s+/)
    .filter((word) => !/:\/\/|^www\.|@|\.[\p{L}\p{N}]/iu.test(word))
  const kept = Array.from(words.join(' '))
  return kept.length > ECHO_MAX
    ? `${kept
        .slice(0, ECHO_MAX - 1)
        .join('')
        .trimEnd()}…`
    : kept.join('')
}

/**
 * The values a header may show, by field name: the choices, as their labels. With `names`, also
 * the visitor's name, made echoSafe (a confirmation's subject). Free text never: a spammer's
 * words and links would go out under the brand's name.
 */
function headerValues(
  definition: FormDefinition,
  values: CmsFormValues,
  { names }: { names: boolean },
): Record<string, string> {
  const shown: Record<string, string> = {}
  for (const field of inputFields(definition)) {
    if (values[field.name] === undefined || values[field.name] === '') continue
    if (CHOICE_TYPES.has(field._type)) shown[field.name] = shownValue(field, values[field.name])
    else if (names && isNameField(field)) shown[field.name] = echoSafe(String(values[field.name]))
  }
  return shown
}

/** Every value as the team reads it, by field name (the notification's body). */
function allValues(definition: FormDefinition, values: CmsFormValues): Record<string, string> {
  return Object.fromEntries(
    inputFields(definition).map((field) => [field.name, shownValue(field, values[field.name])]),
  )
}

function notification(
  settings: FormEmailSettings['notificationEmail'],
  definition: FormDefinition,
  values: CmsFormValues,
  email: string,
): StoredMail | undefined {
  const to = (settings?.recipients ?? []).filter(Boolean)
  if (to.length === 0) return undefined
  const title = definition.title ?? definition._id
  const rows = inputFields(definition)
    .filter((field) => values[field.name] !== undefined && values[field.name] !== '')
    .map((field) => ({ label: field.label || field.name, value: shownValue(field, values[field.name]) }))
  const introduction = fillIn(settings?.introduction ?? '', allValues(definition, values))
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
    fillIn(
      settings?.subject || `New submission: ${title}`,
      headerValues(definition, values, { names: false }),
    ),
  )
  return { to, replyTo: email, subject, text, html }
}

/**
 * The visitor's confirmation: the editor's text, and of the visitor's own only their name and
 * choices in the subject (an address anyone can type receives it).
 */
function confirmation(
  settings: FormEmailSettings['confirmationEmail'],
  definition: FormDefinition,
  values: CmsFormValues,
  email: string,
  facts: SiteFacts | null,
) {
  if (!settings?.send || !settings.subject) return undefined
  return {
    to: [email],
    subject: oneLine(fillIn(settings.subject, headerValues(definition, values, { names: true }))),
    text: portableTextToText(settings.body, facts),
    html: portableTextToHtml(settings.body, facts),
  } satisfies StoredMail
}

/**
 * The form's mails for these checked values; the confirmation goes to the form's email field,
 * with the site's contact details its text names (`facts`) written out.
 */
export function renderFormMails(
  settings: FormEmailsQueryResult,
  definition: FormDefinition,
  values: CmsFormValues,
  email: string,
  facts: SiteFacts | null = null,
): FormMails {
  const mails: FormMails = {}
  const team = notification(settings?.notificationEmail ?? null, definition, values, email)
  const visitor = confirmation(settings?.confirmationEmail ?? null, definition, values, email, facts)
  if (team) mails.notification = team
  if (visitor) mails.confirmation = visitor
  return mails
}
