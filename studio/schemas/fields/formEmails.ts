import { defineField } from 'sanity'
import {
  ECHOED_NAME_MAX,
  hiddenPlaceholders,
  unknownPlaceholders,
  type PlaceholderField,
  type PlaceholderPlace,
} from '@travel/config'
import { richTextField } from './richText'

/** Plain-text address check for a list of recipients (Sanity's `email` type is not an array member). */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type FormWithFields = { fields?: PlaceholderField[] } | undefined

/** Portable Text's words, as a placeholder check reads them: each block's spans joined. */
export function blocksText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return ''
  return (blocks as { children?: { text?: unknown }[] }[])
    .map((block) =>
      (block.children ?? []).map((child) => (typeof child.text === 'string' ? child.text : '')).join(''),
    )
    .join('\n')
}

/**
 * A subject's or text's `{{…}}` checked as the site fills it (config/src/formPlaceholders.ts): a
 * name no field of this form has is an error that stops publishing (the mail would read
 * "Dear , …"), naming the form's fields; a field this place of the mail leaves blank is a warning.
 */
export const unknownPlaceholdersRule =
  (text: (value: unknown) => string) =>
  (value: unknown, { document }: { document?: unknown }): true | string =>
    unknownPlaceholders(text(value), (document as FormWithFields)?.fields ?? [])

export const hiddenPlaceholdersRule =
  (place: PlaceholderPlace, text: (value: unknown) => string) =>
  (value: unknown, { document }: { document?: unknown }): true | string =>
    hiddenPlaceholders(text(value), (document as FormWithFields)?.fields ?? [], place)

const asString = (value: unknown) => (typeof value === 'string' ? value : '')

export const CONFIRMATION_NEEDS_TEXT = 'Write the confirmation’s text: an empty email would reach the visitor'

/** A confirmation that is sent needs words of its own. */
export function confirmationTextRule(value: unknown, { parent }: { parent?: unknown }): true | string {
  return (parent as { send?: boolean } | undefined)?.send && !blocksText(value).trim()
    ? CONFIRMATION_NEEDS_TEXT
    : true
}

/**
 * The email a form sends the brand's team for each submission. The web stores the rendered mail
 * with the submission and sends it through the outbox (docs/upstream.md), so an edit after a
 * visitor sent the form does not change the mail a retry sends.
 */
export const notificationEmailField = defineField({
  name: 'notificationEmail',
  title: 'Email to the team',
  description:
    'Sent for every submission when it has recipients, from the brand’s address, with replies going to the visitor. {{fieldName}} in the introduction is replaced by that field’s value; in the subject, only a choice field’s (what a visitor typed stays out of the subject).',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'recipients',
      title: 'Recipients',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) =>
        rule.custom((value: unknown) =>
          !Array.isArray(value) ||
          value.every((address) => typeof address === 'string' && ADDRESS.test(address))
            ? true
            : 'Each recipient must be an email address',
        ),
    }),
    defineField({
      name: 'subject',
      title: 'Subject',
      type: 'string',
      validation: (rule) => [
        rule.custom(unknownPlaceholdersRule(asString)),
        rule.custom(hiddenPlaceholdersRule('teamSubject', asString)).warning(),
      ],
    }),
    defineField({
      name: 'introduction',
      title: 'Introduction',
      description: 'Above the submitted fields, which the email lists with their labels.',
      type: 'text',
      rows: 3,
      validation: (rule) => [
        rule.custom(unknownPlaceholdersRule(asString)),
        rule.custom(hiddenPlaceholdersRule('teamText', asString)).warning(),
      ],
    }),
  ],
})

export const CONFIRMATION_NEEDS_CAPTCHA =
  'A confirmation goes to whatever address is typed in: switch on “Ask for a captcha”, or stop sending confirmations'

/**
 * The optional email to the visitor, sent to the address of the form's email field: only on a
 * form with a captcha (the site sends none for a form without), or anyone could make our forms
 * mail strangers.
 */
export const confirmationEmailField = defineField({
  name: 'confirmationEmail',
  title: 'Confirmation email to the visitor',
  description: `Sent to the address the visitor gave in the form’s email field, at most 3 times a day to one address, and only when the form asks for a captcha, from the brand’s address with replies going to its enquiries address. {{fieldName}} in the subject and the text shows a choice, or the visitor’s name (a text field whose name ends in “name”) when it is only letters, spaces, hyphens and apostrophes, ${ECHOED_NAME_MAX} at most; other fields, and any other name, show nothing (“Dear {{fullName}},” then reads “Dear,”).`,
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'send',
      title: 'Send a confirmation',
      type: 'boolean',
      initialValue: false,
      validation: (rule) =>
        rule.custom((send, { document }) =>
          send && (document as { captcha?: boolean } | undefined)?.captcha === false
            ? CONFIRMATION_NEEDS_CAPTCHA
            : true,
        ),
    }),
    defineField({
      name: 'subject',
      title: 'Subject',
      type: 'string',
      validation: (rule) => [
        rule.custom((value, { parent }) =>
          (parent as { send?: boolean } | undefined)?.send && !value
            ? 'Write the confirmation’s subject'
            : true,
        ),
        rule.custom(unknownPlaceholdersRule(asString)),
        rule.custom(hiddenPlaceholdersRule('visitor', asString)).warning(),
      ],
    }),
    richTextField({
      name: 'body',
      title: 'Text',
      validation: (rule) => [
        rule.custom(confirmationTextRule),
        rule.custom(unknownPlaceholdersRule(blocksText)),
        rule.custom(hiddenPlaceholdersRule('visitor', blocksText)).warning(),
      ],
    }),
  ],
})
