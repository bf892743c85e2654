import { array, object, string, type ObjectSchema } from 'yup'

/**
 * A mail as the outbox stores it with its submission: rendered when the visitor sent the form,
 * so a retry sends the same mail whatever editors change afterwards.
 */
export type StoredMail = {
  /** The sender, name and address: the brand's (config's brandMail); SMTP_FROM when absent. */
  from?: string
  to: string[]
  subject: string
  text: string
  html: string
  /** Where a reply goes: the visitor, for the team's notification; the brand's enquiries, for a confirmation. */
  replyTo?: string
}

/** What a stored mail must hold to be sent: checked by the outbox before it sends one. */
export const storedMailSchema: ObjectSchema<StoredMail> = object({
  from: string().optional(),
  to: array(string().required()).min(1).required(),
  subject: string().defined(),
  text: string().defined(),
  html: string().defined(),
  replyTo: string().optional(),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict()

/** Keeps a value on one line: a subject or header built from a visitor's text cannot add headers. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim()
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}
