import { defineArrayMember, defineField, defineType } from 'sanity'
import { brandField } from '../fields/brand'
import { richTextField } from '../fields/richText'
import { formFieldTypes } from '../formFields'
import { confirmationEmailField, notificationEmailField } from '../fields/formEmails'

type FormDocument = { confirmationType?: string } | undefined

/** A path on the site (one leading slash: `//host` would leave it) or an absolute https:// URL. */
export function isRedirectTarget(value: string): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return true
  if (!/^https:\/\/[^\s/\\?#]+([/?#]\S*)?$/i.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== ''
  } catch {
    return false
  }
}

/** The redirect URL is needed, and must be a redirect target, only when the form redirects. */
export function redirectUrlRule(value: string | undefined, document: FormDocument): true | string {
  if (document?.confirmationType !== 'redirect') return true
  if (!value) return 'Enter where visitors go after sending the form'
  return isRedirectTarget(value)
    ? true
    : 'Enter a path on this site, such as /thank-you, or a full address starting with https://'
}

export const EMAIL_FIELD_NEEDED =
  'Add an Email field and tick Required: the back office files each submission under its email address'

/**
 * A form is delivered to the CMS store, which keys its records by email: without a required
 * email field a visitor could send what can never be delivered, so the Studio refuses to publish it.
 */
export function hasRequiredEmailField(fields: unknown): true | string {
  const list = Array.isArray(fields) ? (fields as { _type?: string; required?: boolean }[]) : []
  return list.some((field) => field._type === 'emailField' && field.required === true) || EMAIL_FIELD_NEEDED
}

function confirmsBy(document: unknown, confirmationType: 'message' | 'redirect'): boolean {
  return (document as FormDocument)?.confirmationType === confirmationType
}

/**
 * A form editors build from fields; a page shows it through a form block.
 * Its title is the type of its submissions in the back office.
 */
export const form = defineType({
  name: 'form',
  title: 'Form',
  type: 'document',
  fields: [
    brandField,
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Names the form for editors; the back office files its submissions under it.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'fields',
      title: 'Fields',
      type: 'array',
      description:
        'Needs a required Email field: the back office files each submission under its email address.',
      of: formFieldTypes.map((type) => defineArrayMember({ type: type.name })),
      validation: (rule) => rule.required().min(1).custom(hasRequiredEmailField),
    }),
    defineField({
      name: 'submitButtonLabel',
      title: 'Submit button label',
      type: 'string',
      initialValue: 'Submit',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'captcha',
      title: 'Ask for a captcha',
      description:
        'On by default (also for forms saved before this switch existed): visitors tick the site’s captcha before sending, which keeps automated spam out. Switch it off only for a form that must work without one.',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'confirmationType',
      title: 'After sending',
      type: 'string',
      options: {
        list: [
          { title: 'Message', value: 'message' },
          { title: 'Redirect', value: 'redirect' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'message',
      validation: (rule) => rule.required(),
    }),
    richTextField({
      name: 'confirmationMessage',
      title: 'Confirmation message',
      hidden: ({ document }) => !confirmsBy(document, 'message'),
      validation: (rule) =>
        rule.custom((value, { document }) =>
          confirmsBy(document, 'message') && !value?.length
            ? 'Write what visitors read after sending the form'
            : true,
        ),
    }),
    defineField({
      name: 'redirectUrl',
      title: 'Redirect to',
      description: 'A path on this site, such as /thank-you, or a full https:// address.',
      type: 'string',
      hidden: ({ document }) => !confirmsBy(document, 'redirect'),
      validation: (rule) =>
        rule.custom((value, { document }) => redirectUrlRule(value, document as FormDocument)),
    }),
    notificationEmailField,
    confirmationEmailField,
  ],
  preview: {
    select: { title: 'title', fields: 'fields' },
    prepare: ({ title, fields }: { title?: string; fields?: unknown[] }) => ({
      title: title || 'Untitled form',
      subtitle: `${fields?.length ?? 0} ${fields?.length === 1 ? 'field' : 'fields'}`,
    }),
  },
})
