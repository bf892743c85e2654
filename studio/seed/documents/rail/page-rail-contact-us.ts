import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-rail-contact-us',
  _type: 'page',
  brand: 'rail',
  title: 'Contact us',
  slug: {
    _type: 'slug',
    current: 'contact-us',
  },
  seo: {
    metaTitle: 'Contact us | Ask us about your rail journey',
    metaDescription:
      'From Glacier Express seat classes to Ghan cabin grades, our rail specialists know every train we sell.',
  },
  blocks: [
    {
      _key: 'd6abbf23',
      _type: 'contactSection',
      title: 'Ask us about your rail journey',
      intro:
        'From Glacier Express seat classes to Ghan cabin grades, our rail specialists know every train we sell.',
      infoSections: [
        {
          _key: '4a37951d',
          _type: 'contactInfoSection',
          title: 'Call us',
          items: [
            {
              _key: 'eca7fe1e',
              _type: 'contactInfoItem',
              fact: 'phone',
              icon: 'phone',
            },
          ],
        },
        {
          _key: '849d9e27',
          _type: 'contactInfoSection',
          title: 'Email',
          items: [
            {
              _key: '9cc3a365',
              _type: 'contactInfoItem',
              fact: 'email',
              icon: 'email',
            },
          ],
        },
        {
          _key: '55c9da5a',
          _type: 'contactInfoSection',
          title: 'Visit',
          items: [
            {
              _key: 'd8e4d9fc',
              _type: 'contactInfoItem',
              fact: 'address',
              icon: 'location',
            },
          ],
        },
        {
          _key: '3cb0d7d3',
          _type: 'contactInfoSection',
          title: 'Opening hours',
          items: [
            {
              _key: 'efc32866',
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
