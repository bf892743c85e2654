import type { Form } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'form-cruises-stay-in-touch',
  _type: 'form',
  brand: 'cruises',
  title: 'Stay in touch',
  fields: [
    {
      _key: 'sn60v8ws',
      _type: 'textField',
      name: 'firstName',
      label: 'First name',
      required: true,
      width: 50,
    },
    {
      _key: '2a3ny4ci',
      _type: 'textField',
      name: 'lastName',
      label: 'Last name',
      required: false,
      width: 50,
    },
    {
      _key: 'sg0qyj12',
      _type: 'emailField',
      name: 'email',
      label: 'Email',
      required: true,
      width: 100,
    },
    {
      _key: 'm3kqx603',
      _type: 'selectField',
      name: 'cruiseStyle',
      label: 'What kind of cruising interests you?',
      required: false,
      width: 50,
      options: [
        {
          _key: '7c54dwhm',
          _type: 'selectOption',
          label: 'Ocean voyages',
          value: 'ocean',
        },
        {
          _key: 'bguimz25',
          _type: 'selectOption',
          label: 'River cruises',
          value: 'river',
        },
        {
          _key: '16y0z7gx',
          _type: 'selectOption',
          label: 'Both',
          value: 'both',
        },
      ],
      defaultValue: 'both',
    },
    {
      _key: '2ebeeecu',
      _type: 'countryField',
      name: 'country',
      label: 'Country',
      required: false,
      width: 50,
      defaultValue: 'AU',
    },
    {
      _key: '4o6id0lk',
      _type: 'checkboxField',
      name: 'consent',
      label: 'Yes, email me about new voyages and early-booking offers',
      required: true,
      width: 100,
      defaultValue: false,
    },
    {
      _key: 'ihyekv9s',
      _type: 'messageField',
      message: [
        {
          _key: 'orap4yow',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'pponvh96',
              _type: 'span',
              text: 'One email a fortnight at most, and every one has an unsubscribe link. We never share your address.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
  submitButtonLabel: 'Keep me posted',
  confirmationType: 'redirect',
  redirectUrl: '/thank-you',
} satisfies SeedDocument<Form>
