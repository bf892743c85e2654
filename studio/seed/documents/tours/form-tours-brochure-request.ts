import type { Form } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'form-tours-brochure-request',
  _type: 'form',
  brand: 'tours',
  title: 'Brochure request',
  fields: [
    {
      _key: 'sjjqy5gb',
      _type: 'textField',
      name: 'firstName',
      label: 'First name',
      required: true,
      width: 50,
    },
    {
      _key: 'nn00xcem',
      _type: 'textField',
      name: 'lastName',
      label: 'Last name',
      required: true,
      width: 50,
    },
    {
      _key: '7p8gqm86',
      _type: 'emailField',
      name: 'email',
      label: 'Email',
      required: true,
      width: 100,
    },
    {
      _key: '8gk06upx',
      _type: 'countryField',
      name: 'country',
      label: 'Country',
      required: true,
      width: 50,
      defaultValue: 'AU',
    },
    {
      _key: 'jne52ypx',
      _type: 'stateField',
      name: 'state',
      label: 'US state (if you live in the US)',
      required: false,
      width: 50,
    },
    {
      _key: 'lqhvlozr',
      _type: 'selectField',
      name: 'brochure',
      label: 'Which brochure would you like?',
      required: true,
      width: 100,
      options: [
        {
          _key: 'l1dgqrg8',
          _type: 'selectOption',
          label: 'Small-group tours 2026',
          value: 'small-group-2026',
        },
        {
          _key: '7nbo8cqr',
          _type: 'selectOption',
          label: 'Tailor-made journeys',
          value: 'tailor-made',
        },
        {
          _key: 'vz3kq9gt',
          _type: 'selectOption',
          label: 'Walking and trekking',
          value: 'walking-trekking',
        },
      ],
    },
    {
      _key: 'ykij7o07',
      _type: 'numberField',
      name: 'travellers',
      label: 'How many of you are travelling?',
      required: false,
      width: 50,
      defaultValue: 2,
    },
    {
      _key: 'e28cs7nc',
      _type: 'textareaField',
      name: 'message',
      label: 'Anything we should know?',
      required: false,
      width: 100,
      rows: 4,
    },
    {
      _key: 'm8fn3tbe',
      _type: 'checkboxField',
      name: 'newsletter',
      label: 'Send me the Wayfarer travel letter once a month',
      required: false,
      width: 100,
      defaultValue: false,
    },
    {
      _key: '7zz0bakc',
      _type: 'messageField',
      message: [
        {
          _key: 'nj5gzzmw',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: '6rfpsfpi',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-contact-us',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'd1qglbd3',
              _type: 'span',
              text: 'We use your details only to send your brochure and, if you ticked the box, our travel letter. We never sell or share them. Questions about your privacy? ',
              marks: [],
            },
            {
              _key: 'x27fvv1t',
              _type: 'span',
              text: 'Talk to us',
              marks: ['6rfpsfpi'],
            },
            {
              _key: 'dmwkb2v9',
              _type: 'span',
              text: '.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
  submitButtonLabel: 'Send my brochure',
  confirmationType: 'message',
  confirmationMessage: [
    {
      _key: '2lale8c3',
      _type: 'block',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _key: 'm09ajwef',
          _type: 'span',
          text: 'Thank you! Your brochure is on its way: look out for it in your inbox within a few minutes, and in your letterbox within a week if you live in Australia or New Zealand.',
          marks: [],
        },
      ],
    },
  ],
} satisfies SeedDocument<Form>
