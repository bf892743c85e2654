import type { Form } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'form-rail-rail-journey-enquiry',
  _type: 'form',
  brand: 'rail',
  title: 'Rail journey enquiry',
  captcha: true,
  fields: [
    {
      _key: '5hmw0qxu',
      _type: 'textField',
      name: 'fullName',
      label: 'Full name',
      required: true,
      width: 100,
    },
    {
      _key: '26f7bcb8',
      _type: 'emailField',
      name: 'email',
      label: 'Email',
      required: true,
      width: 50,
    },
    {
      _key: 'qxwama9c',
      _type: 'textField',
      name: 'phone',
      label: 'Phone',
      required: false,
      width: 50,
    },
    {
      _key: 't5vkalzl',
      _type: 'selectField',
      name: 'journey',
      label: 'Which journey interests you?',
      required: true,
      width: 50,
      options: [
        {
          _key: 'gcqv8qvv',
          _type: 'selectOption',
          label: 'The Ghan',
          value: 'the-ghan',
        },
        {
          _key: 'f8fo1bj0',
          _type: 'selectOption',
          label: 'The Indian Pacific',
          value: 'indian-pacific',
        },
        {
          _key: 'nq53crh6',
          _type: 'selectOption',
          label: 'Glacier Express and Bernina line',
          value: 'glacier-express',
        },
        {
          _key: 'fl6ybxv6',
          _type: 'selectOption',
          label: 'Japan by bullet train',
          value: 'japan-rail',
        },
        {
          _key: 'x31qu92s',
          _type: 'selectOption',
          label: 'Rocky Mountaineer',
          value: 'rocky-mountaineer',
        },
      ],
    },
    {
      _key: 'd9zkcj42',
      _type: 'textField',
      name: 'travelMonth',
      label: 'When would you like to travel?',
      required: false,
      width: 50,
    },
    {
      _key: 'yc3rblw1',
      _type: 'numberField',
      name: 'travellers',
      label: 'Travellers',
      required: false,
      width: 25,
      defaultValue: 2,
    },
    {
      _key: 'n7iw7anx',
      _type: 'countryField',
      name: 'country',
      label: 'Where do you live?',
      required: false,
      width: 75,
      defaultValue: 'AU',
    },
    {
      _key: 'yy21fz1d',
      _type: 'textareaField',
      name: 'message',
      label: 'Your questions',
      required: false,
      width: 100,
      rows: 6,
    },
    {
      _key: 'cm6il8a0',
      _type: 'checkboxField',
      name: 'brochure',
      label: 'Post me the Silver Line journeys brochure too',
      required: false,
      width: 100,
      defaultValue: false,
    },
    {
      _key: 'qp3r2khe',
      _type: 'messageField',
      message: [
        {
          _key: 'desrsnn2',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '7yudp7w2',
              _type: 'span',
              text: 'Cabins on the Ghan and the Glacier Express sell out months ahead; we’ll tell you what is still available when we reply.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
  submitButtonLabel: 'Ask about this journey',
  confirmationType: 'message',
  confirmationMessage: [
    {
      _key: '9kpxogzp',
      _type: 'block',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _key: 'vg3vw0z2',
          _type: 'span',
          text: 'Thank you, we’ve received your enquiry. A rail specialist will reply within one working day with availability and fares.',
          marks: [],
        },
      ],
    },
    {
      _key: 'nmpvkdqg',
      _type: 'block',
      style: 'normal',
      markDefs: [
        {
          _key: '1eufr5nf',
          _type: 'link',
          internalLink: true,
          reference: {
            _type: 'reference',
            _ref: 'page-rail-cabins-and-classes',
          },
          newTab: false,
        },
      ],
      children: [
        {
          _key: 'o8pvzirf',
          _type: 'span',
          text: 'Read about cabins and classes',
          marks: ['1eufr5nf'],
        },
        {
          _key: 'oyy498qm',
          _type: 'span',
          text: ' while you wait.',
          marks: [],
        },
      ],
    },
  ],
  notificationEmail: {
    recipients: ['journeys@silverlinerail.com.au'],
    subject: 'Rail journey enquiry: {{journey}}',
    introduction: 'A visitor asked about a journey on the website. Reply within one working day.',
  },
  confirmationEmail: {
    send: true,
    subject: 'We have your rail journey enquiry',
    body: [
      {
        _key: 'c0nf1rm1',
        _type: 'block',
        style: 'normal',
        markDefs: [],
        children: [
          {
            _key: 'c0nf1rm2',
            _type: 'span',
            text: 'Thank you for your enquiry. A rail specialist will reply within one working day with availability and fares.',
            marks: [],
          },
        ],
      },
    ],
  },
} satisfies SeedDocument<Form>
