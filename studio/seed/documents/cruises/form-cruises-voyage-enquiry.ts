import type { Form } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'form-cruises-voyage-enquiry',
  _type: 'form',
  brand: 'cruises',
  title: 'Voyage enquiry',
  captcha: false,
  fields: [
    {
      _key: 'vyg0name',
      _type: 'textField',
      name: 'voyage',
      label: 'Voyage',
      required: true,
      width: 100,
      fillFromLink: true,
    },
    {
      _key: 'vyg1frst',
      _type: 'textField',
      name: 'firstName',
      label: 'First name',
      required: true,
      width: 50,
    },
    {
      _key: 'vyg2last',
      _type: 'textField',
      name: 'lastName',
      label: 'Last name',
      required: true,
      width: 50,
    },
    {
      _key: 'vyg3mail',
      _type: 'emailField',
      name: 'email',
      label: 'Email',
      required: true,
      width: 50,
    },
    {
      _key: 'vyg4phne',
      _type: 'textField',
      name: 'phone',
      label: 'Phone',
      required: false,
      width: 50,
    },
    {
      _key: 'vyg5gsts',
      _type: 'numberField',
      name: 'guests',
      label: 'Guests',
      required: false,
      width: 25,
      defaultValue: 2,
    },
    {
      _key: 'vyg6dprt',
      _type: 'textField',
      name: 'departure',
      label: 'Preferred departure',
      required: false,
      width: 75,
    },
    {
      _key: 'vyg7mssg',
      _type: 'textareaField',
      name: 'message',
      label: 'Cabin, flights or anything else we should know',
      required: false,
      width: 100,
      rows: 4,
    },
    {
      _key: 'vyg8note',
      _type: 'messageField',
      message: [
        {
          _key: 'vyg8blk1',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'vyg8spn1',
              _type: 'span',
              text: 'Not sure which voyage yet? Write the region or the month you have in mind, and we’ll suggest one.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
  submitButtonLabel: 'Send my voyage enquiry',
  confirmationType: 'message',
  confirmationMessage: [
    {
      _key: 'vygthnk1',
      _type: 'block',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _key: 'vygthnk2',
          _type: 'span',
          text: 'Thank you, we’ve received your voyage enquiry. A cruise consultant in Sydney will reply within two working days with cabin availability and fares.',
          marks: [],
        },
      ],
    },
  ],
  notificationEmail: {
    recipients: ['voyages@tidewatercruises.com.au'],
    // A subject shows choices only (a visitor's name is their own text): the name is below.
    subject: 'Voyage enquiry',
    introduction:
      '{{firstName}} {{lastName}} asked about {{voyage}} on the website. Reply within two working days.',
  },
} satisfies SeedDocument<Form>
