import type { FormDefinition } from '@/forms/fields/definition'
import { fillIn, renderFormMails } from './formMails'

const definition = {
  _id: 'form-x',
  title: 'Enquiry',
  fields: [
    { _key: 'a', _type: 'textField', name: 'name', label: 'Your name' },
    { _key: 'b', _type: 'emailField', name: 'email', label: 'Email', required: true },
    { _key: 'c', _type: 'checkboxField', name: 'brochure', label: 'Brochure' },
    { _key: 'd', _type: 'textareaField', name: 'message', label: 'Message' },
  ],
} as unknown as FormDefinition

const values = {
  name: 'Ana <b>',
  email: 'ana@example.com',
  brochure: true,
  message: 'Hi\r\nBcc: x@evil.test',
}

it('renders the team’s notification with every filled-in field, escaped in the HTML, replying to the visitor', () => {
  const { notification } = renderFormMails(
    {
      notificationEmail: {
        recipients: ['team@example.com'],
        subject: 'From {{name}}',
        introduction: 'New one',
      },
      confirmationEmail: null,
    },
    definition,
    values,
    'ana@example.com',
  )
  expect(notification).toMatchObject({
    to: ['team@example.com'],
    replyTo: 'ana@example.com',
    subject: 'From Ana <b>',
  })
  expect(notification!.text).toBe(
    'New one\n\nYour name: Ana <b>\n\nEmail: ana@example.com\n\nBrochure: Yes\n\nMessage: Hi\r\nBcc: x@evil.test',
  )
  expect(notification!.html).toContain('<td>Ana &lt;b&gt;</td>')
})

it('keeps a subject on one line whatever a visitor typed', () => {
  expect(fillIn('Re: {{message}}', values)).toBe('Re: Hi Bcc: x@evil.test')
})

it('sends no notification without recipients, and a confirmation only when switched on', () => {
  const body = [
    {
      _key: 'k',
      _type: 'block' as const,
      style: 'h2' as const,
      children: [{ _key: 's', _type: 'span' as const, text: 'Thanks & see you' }],
    },
  ]
  const off = renderFormMails(
    {
      notificationEmail: { recipients: [], subject: null, introduction: null },
      confirmationEmail: { send: false, subject: 'S', body },
    },
    definition,
    values,
    'ana@example.com',
  )
  expect(off).toEqual({})
  const { confirmation } = renderFormMails(
    { notificationEmail: null, confirmationEmail: { send: true, subject: 'S', body } },
    definition,
    values,
    'ana@example.com',
  )
  expect(confirmation).toEqual({
    to: ['ana@example.com'],
    subject: 'S',
    text: 'Thanks & see you',
    html: '<h2>Thanks &amp; see you</h2>',
  })
})
