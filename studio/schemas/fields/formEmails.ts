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
    'Sent for every submission when it has recipients. {{fieldName}} in the subject or introduction is replaced by that field’s value.',
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

/** The optional email to the visitor, sent to the address of the form's email field. */
export const confirmationEmailField = defineField({
  name: 'confirmationEmail',
  title: 'Confirmation email to the visitor',
  description: 'Sent to the address the visitor gave in the form’s email field.',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({ name: 'send', title: 'Send a confirmation', type: 'boolean', initialValue: false }),
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
