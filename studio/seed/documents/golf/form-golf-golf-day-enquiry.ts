import type { Form } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'form-golf-golf-day-enquiry',
  _type: 'form',
  brand: 'golf',
  title: 'Golf day enquiry',
  fields: [
    {
      _key: 'xapekiu1',
      _type: 'messageField',
      message: [
        {
          _key: 'tkcvarvi',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '1brlkidb',
              _type: 'span',
              text: 'Planning a club trip, a corporate golf day or a milestone birthday on the links? Tell us about your group and a golfer on our team will come back to you within two working days.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: '1814mlw0',
      _type: 'textField',
      name: 'contactName',
      label: 'Your name',
      required: true,
      width: 50,
    },
    {
      _key: 'dpv02wbl',
      _type: 'textField',
      name: 'organisation',
      label: 'Club or company',
      required: false,
      width: 50,
    },
    {
      _key: '2frs68g0',
      _type: 'emailField',
      name: 'email',
      label: 'Email',
      required: true,
      width: 50,
    },
    {
      _key: 'she60rkf',
      _type: 'textField',
      name: 'phone',
      label: 'Phone',
      required: false,
      width: 50,
    },
    {
      _key: 'z0ayo1c9',
      _type: 'numberField',
      name: 'golfers',
      label: 'Number of golfers',
      required: true,
      width: 33,
      defaultValue: 12,
    },
    {
      _key: 'mq9th36t',
      _type: 'selectField',
      name: 'destination',
      label: 'Where would you like to play?',
      required: true,
      width: 66,
      options: [
        {
          _key: 'gc8uup2r',
          _type: 'selectOption',
          label: 'Scotland: St Andrews and the east coast links',
          value: 'scotland',
        },
        {
          _key: '3wykol2d',
          _type: 'selectOption',
          label: 'Portugal: the Algarve',
          value: 'algarve',
        },
        {
          _key: 'vqm5wipq',
          _type: 'selectOption',
          label: 'New Zealand: Kauri Cliffs and Cape Kidnappers',
          value: 'new-zealand',
        },
        {
          _key: 'mozoc74g',
          _type: 'selectOption',
          label: 'Vietnam: Da Nang and Hoi An',
          value: 'vietnam',
        },
        {
          _key: '0kiqkp6l',
          _type: 'selectOption',
          label: 'Not sure yet',
          value: 'undecided',
        },
      ],
    },
    {
      _key: '7q1myjbz',
      _type: 'textareaField',
      name: 'details',
      label: 'Dates, handicaps and anything else we should know',
      required: false,
      width: 100,
      rows: 5,
    },
  ],
  submitButtonLabel: 'Send enquiry',
  confirmationType: 'message',
  confirmationMessage: [
    {
      _key: '00us35o4',
      _type: 'block',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _key: 'piu8om02',
          _type: 'span',
          text: 'Thanks, your enquiry is with our golf day team. We’ll be in touch within two working days with tee-time options and a first quote.',
          marks: [],
        },
      ],
    },
  ],
} satisfies SeedDocument<Form>
