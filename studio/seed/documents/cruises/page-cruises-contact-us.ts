import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-cruises-contact-us',
  _type: 'page',
  brand: 'cruises',
  title: 'Contact us',
  slug: {
    _type: 'slug',
    current: 'contact-us',
  },
  seo: {
    metaTitle: 'Contact us | Plan your voyage with us',
    metaDescription:
      'Our cruise consultants can hold cabins, compare itineraries and arrange flights and pre-cruise hotels.',
  },
  blocks: [
    {
      _key: '1d8ba195',
      _type: 'contactSection',
      title: 'Plan your voyage with us',
      intro:
        'Our cruise consultants can hold cabins, compare itineraries and arrange flights and pre-cruise hotels.',
      infoSections: [
        {
          _key: 'd416ecce',
          _type: 'contactInfoSection',
          title: 'Call us',
          items: [
            {
              _key: '55f6ce58',
              _type: 'contactInfoItem',
              fact: 'phone',
              icon: 'phone',
            },
          ],
        },
        {
          _key: 'ade0becd',
          _type: 'contactInfoSection',
          title: 'Email',
          items: [
            {
              _key: '0f0ce972',
              _type: 'contactInfoItem',
              fact: 'email',
              icon: 'email',
            },
          ],
        },
        {
          _key: 'fd91c9c1',
          _type: 'contactInfoSection',
          title: 'Visit',
          items: [
            {
              _key: '9fc9cb1d',
              _type: 'contactInfoItem',
              fact: 'address',
              icon: 'location',
            },
          ],
        },
        {
          _key: '6e2fbe19',
          _type: 'contactInfoSection',
          title: 'Opening hours',
          items: [
            {
              _key: '11867164',
              _type: 'contactInfoItem',
              fact: 'openingHours',
              icon: 'clock',
            },
          ],
        },
      ],
      formTitle: 'Send us a message',
    },
  ],
} satisfies SeedDocument<Page>
