import { getSite } from '@travel/config'
import type { FormDefinition } from '@/forms/fields/definition'
import { siteFacts } from '@/server/content/siteFacts'
import { echoSafe, renderFormMails } from './formMails'

const definition = {
  _id: 'form-x',
  title: 'Enquiry',
  fields: [
    { _key: 'a', _type: 'textField', name: 'name', label: 'Your name' },
    { _key: 'b', _type: 'emailField', name: 'email', label: 'Email', required: true },
    { _key: 'c', _type: 'checkboxField', name: 'brochure', label: 'Brochure' },
    { _key: 'd', _type: 'textareaField', name: 'message', label: 'Message' },
    {
      _key: 'e',
      _type: 'selectField',
      name: 'trip',
      label: 'Trip',
      options: [{ _key: 'o', label: 'The Ghan', value: 'the-ghan' }],
    },
  ],
} as unknown as FormDefinition

const values = {
  name: 'Ana <b>',
  email: 'ana@example.com',
  brochure: true,
  message: 'Hi\r\nBcc: x@evil.test',
  trip: 'the-ghan',
}

it('renders the team’s notification with every filled-in field, escaped in the HTML, replying to the visitor', () => {
  const { notification } = renderFormMails(
    {
      notificationEmail: {
        recipients: ['team@example.com'],
        subject: '{{trip}} from {{name}}: {{message}}',
        introduction: 'New one from {{name}}',
      },
      confirmationEmail: null,
      siteSettings: null,
    },
    definition,
    values,
    'ana@example.com',
  )
  expect(notification).toMatchObject({
    to: ['team@example.com'],
    replyTo: 'ana@example.com',
    // Issue 28: the visitor's text stays out of every header but Reply-To; choices may show.
    subject: 'The Ghan from :',
  })
  expect(notification!.text).toBe(
    'New one from Ana <b>\n\nYour name: Ana <b>\n\nEmail: ana@example.com\n\nBrochure: Yes\n\nMessage: Hi\r\nBcc: x@evil.test\n\nTrip: The Ghan',
  )
  expect(notification!.html).toContain('<td>Ana &lt;b&gt;</td>')
})

it("echoes to a stranger's inbox only the visitor's name and choices, without links, cut short", () => {
  const { confirmation } = renderFormMails(
    {
      notificationEmail: null,
      confirmationEmail: {
        send: true,
        subject: 'Dear {{name}}, {{trip}} ({{message}}, {{email}})',
        body: [],
      },
      siteSettings: null,
    },
    definition,
    { ...values, name: 'Win a free trip at https://evil.example now www.evil.example spam.example\nBcc: x' },
    'ana@example.com',
  )
  expect(confirmation!.subject).toBe('Dear Win a free trip at now Bcc: x, The Ghan (, )')
  expect(echoSafe('Ana María Olivares de la Fuente y Castellanos Ibáñez')).toBe(
    'Ana María Olivares de la Fuente y Caste…',
  )
  expect(echoSafe('mail ana@evil.example or evil.example/x')).toBe('mail or')
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
      siteSettings: null,
    },
    definition,
    values,
    'ana@example.com',
  )
  expect(off).toEqual({})
  const { confirmation } = renderFormMails(
    { notificationEmail: null, confirmationEmail: { send: true, subject: 'S', body }, siteSettings: null },
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

it('writes out the site’s phone and email that the confirmation’s text names, as the site shows them', () => {
  const body = [
    {
      _key: 'k',
      _type: 'block' as const,
      style: 'normal' as const,
      children: [
        { _key: 'a', _type: 'span' as const, text: 'Call ' },
        { _key: 'b', _type: 'siteFact' as const, fact: 'phone' as const },
        { _key: 'c', _type: 'span' as const, text: ' or write to ' },
        { _key: 'd', _type: 'siteFact' as const, fact: 'email' as const },
      ],
    },
  ]
  const settings = {
    notificationEmail: null,
    confirmationEmail: { send: true, subject: 'S', body },
    siteSettings: null,
  }
  const facts = siteFacts(getSite('tours-nz')!, {
    contact: {
      phone: '+61 1300 929 327',
      email: 'hello@wayfarertours.com.au',
      address: null,
      openingHours: null,
    },
    siteDetails: [{ site: 'tours-nz', phone: '+64 800 929 327', email: 'kiaora@wayfarertours.co.nz' }],
  })
  const { confirmation } = renderFormMails(settings, definition, values, 'ana@example.com', facts)
  expect(confirmation?.text).toBe('Call 0800 929 327 or write to kiaora@wayfarertours.co.nz')
  expect(confirmation?.html).toBe('<p>Call 0800 929 327 or write to kiaora@wayfarertours.co.nz</p>')
})
