import { object, type ObjectSchema } from 'yup'
import type { FormEmailsQueryResult } from '@/content/sanity.types'
import {
  inputFields,
  type CmsFormValues,
  type FormDefinition,
  type InputFieldDefinition,
} from '@/forms/fields/definition'
import { portableTextToHtml, portableTextToText } from './portableText'
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

/** `{{fieldName}}` replaced by that field's value (on one line); unknown names by nothing. */
export function fillIn(template: string, values: CmsFormValues): string {
  return template.replace(/\{\{\s*([\w-]+)\s*\}\}/g, (_match, name: string) =>
    oneLine(String(values[name] ?? '')),
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
  const introduction = fillIn(settings?.introduction ?? '', values)
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
  const subject = oneLine(fillIn(settings?.subject || `New submission: ${title}`, values))
  return { to, replyTo: email, subject, text, html }
}

function confirmation(
  settings: FormEmailSettings['confirmationEmail'],
  values: CmsFormValues,
  email: string,
) {
  if (!settings?.send || !settings.subject) return undefined
  return {
    to: [email],
    subject: oneLine(fillIn(settings.subject, values)),
    text: portableTextToText(settings.body),
    html: portableTextToHtml(settings.body),
  } satisfies StoredMail
}

/** The form's mails for these checked values; the confirmation goes to the form's email field. */
export function renderFormMails(
  settings: FormEmailsQueryResult,
  definition: FormDefinition,
  values: CmsFormValues,
  email: string,
): FormMails {
  const mails: FormMails = {}
  const team = notification(settings?.notificationEmail ?? null, definition, values, email)
  const visitor = confirmation(settings?.confirmationEmail ?? null, values, email)
  if (team) mails.notification = team
  if (visitor) mails.confirmation = visitor
  return mails
}
