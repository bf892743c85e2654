import { defineField } from 'sanity'
import { richTextField } from './richText'

/** Plain-text address check for a list of recipients (Sanity's `email` type is not an array member). */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The email a form sends the brand's team for each submission. The web stores the rendered mail
 * with the submission and sends it through the outbox (docs/upstream.md), so an edit after a
 * visitor sent the form does not change the mail a retry sends.
 */
export const notificationEmailField = defineField({
  name: 'notificationEmail',
  title: 'Email to the team',
  description:
    'Sent for every submission when it has recipients. {{fieldName}} in the introduction is replaced by that field’s value; in the subject, only a choice field’s (what a visitor typed stays out of the subject).',
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
    defineField({ name: 'subject', title: 'Subject', type: 'string' }),
    defineField({
      name: 'introduction',
      title: 'Introduction',
      description: 'Above the submitted fields, which the email lists with their labels.',
      type: 'text',
      rows: 3,
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
  description:
    'Sent to the address the visitor gave in the form’s email field, at most 3 times a day to one address, and only when the form asks for a captcha. {{fieldName}} in the subject shows a choice, or the visitor’s name (a text field whose name ends in “name”), shortened and without links; other fields show nothing.',
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
      validation: (rule) =>
        rule.custom((value, { parent }) =>
          (parent as { send?: boolean } | undefined)?.send && !value
            ? 'Write the confirmation’s subject'
            : true,
        ),
    }),
    richTextField({ name: 'body', title: 'Text' }),
  ],
})
