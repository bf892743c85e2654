import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-tours-contact-us',
  _type: 'page',
  brand: 'tours',
  title: 'Contact us',
  slug: {
    _type: 'slug',
    current: 'contact-us',
  },
  seo: {
    metaTitle: 'Contact us | Talk to a Wayfarer travel spec',
    metaDescription:
      'Whether you are weighing up Vietnam against Japan or ready to book, our specialists have travelled every itinerary we sell.',
  },
  blocks: [
    {
      _key: '62fec537',
      _type: 'contactSection',
      title: 'Talk to a Wayfarer travel specialist',
      intro:
        'Whether you are weighing up Vietnam against Japan or ready to book, our specialists have travelled every itinerary we sell.',
      infoSections: [
        {
          _key: '5e57f849',
          _type: 'contactInfoSection',
          title: 'Call us',
          items: [
            {
              _key: '91e693cd',
              _type: 'contactInfoItem',
              fact: 'phone',
              icon: 'phone',
            },
          ],
        },
        {
          _key: 'e0d7b90e',
          _type: 'contactInfoSection',
          title: 'Email',
          items: [
            {
              _key: '7fdfb495',
              _type: 'contactInfoItem',
              fact: 'email',
              icon: 'email',
            },
          ],
        },
        {
          _key: '7cd9f51d',
          _type: 'contactInfoSection',
          title: 'Visit',
          items: [
            {
              _key: '653c8d75',
              _type: 'contactInfoItem',
              fact: 'address',
              icon: 'location',
            },
          ],
        },
        {
          _key: '0723e20a',
          _type: 'contactInfoSection',
          title: 'Opening hours',
          items: [
            {
              _key: '0e5d0ab7',
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
