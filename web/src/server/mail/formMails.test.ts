import { brandMail, getSite } from '@travel/config'
import type { FormDefinition } from '@/forms/fields/definition'
import { siteFacts } from '@/server/content/siteFacts'
import { renderFormMails } from './formMails'

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
    subject: 'The Ghan from:',
  })
  expect(notification!.text).toBe(
    'New one from Ana <b>\n\nYour name: Ana <b>\n\nEmail: ana@example.com\n\nBrochure: Yes\n\nMessage: Hi\r\nBcc: x@evil.test\n\nTrip: The Ghan',
  )
  expect(notification!.html).toContain('<td>Ana &lt;b&gt;</td>')
})

it("echoes to a stranger's inbox only the visitor's name and choices, and no name that is more than letters", () => {
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
  expect(confirmation!.subject).toBe('Dear, The Ghan (,)')
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

const paragraph = (text: string, key = 'p') => ({
  _key: key,
  _type: 'block' as const,
  style: 'normal' as const,
  children: [{ _key: `${key}s`, _type: 'span' as const, text }],
})

const tours = { brandName: 'Wayfarer Tours', ...brandMail('tours', {}) }

describe('placeholders in a confirmation’s text (issue 31)', () => {
  const confirm = (body: ReturnType<typeof paragraph>[], subject = 'Thanks {{name}}') =>
    renderFormMails(
      { notificationEmail: null, confirmationEmail: { send: true, subject, body }, siteSettings: null },
      definition,
      { ...values, name: ' Ana ' },
      'ana@example.com',
      null,
      tours,
    ).confirmation!

  it('fills the visitor’s name and choices in the text as in the subject', () => {
    const mail = confirm([paragraph('Dear {{ name }}, your {{trip}} enquiry{{brochure}}.')])
    expect(mail.subject).toBe('Thanks Ana')
    expect(mail.text).toBe('Dear Ana, your The Ghan enquiryYes.')
    expect(mail.html).toBe('<p>Dear Ana, your The Ghan enquiryYes.</p>')
  })

  it('fills a placeholder split across bold and plain words', () => {
    const body = [
      {
        ...paragraph(''),
        children: [
          { _key: 'a', _type: 'span' as const, text: 'Dear {{na' },
          { _key: 'b', _type: 'span' as const, text: 'me}}!', marks: ['strong'] },
        ],
      },
    ]
    expect(confirm(body).text).toBe('Dear Ana!')
  })

  it('never echoes what the visitor typed freely, and leaves no unknown {{…}} behind', () => {
    const mail = confirm(
      [
        paragraph(
          'You wrote: {{message}} from {{email}}. {{nosuchField}}{{first name}}{{}}{{ trip.label }}.',
        ),
      ],
      'Re {{message}}{{unknown}}',
    )
    expect(mail.subject).toBe('Re')
    expect(mail.text).toBe('You wrote: from..')
    expect(mail.text).not.toContain('Bcc')
    expect(mail.html).not.toContain('{{')
  })

  it('sends a default text rather than an empty mail', () => {
    for (const body of [[], [paragraph('   ')]]) {
      const mail = confirm(body)
      expect(mail.text).toBe(
        'Thank you for getting in touch. We have received your message and will reply soon.\n\nWayfarer Tours',
      )
      expect(mail.html).toContain('<p>Wayfarer Tours</p>')
    }
  })
})

it("sends both mails from the brand's address; a reply to the confirmation reaches its enquiries", () => {
  const mails = renderFormMails(
    {
      notificationEmail: { recipients: ['team@example.com'], subject: null, introduction: null },
      confirmationEmail: { send: true, subject: 'S', body: [paragraph('Thanks')] },
      siteSettings: null,
    },
    definition,
    values,
    'ana@example.com',
    null,
    tours,
  )
  expect(mails.notification).toMatchObject({
    from: 'Wayfarer Tours <hello@wayfarertours.com.au>',
    replyTo: 'ana@example.com',
  })
  expect(mails.confirmation).toMatchObject({
    from: 'Wayfarer Tours <hello@wayfarertours.com.au>',
    replyTo: 'enquiries@wayfarertours.com.au',
  })
})
