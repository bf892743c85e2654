import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-golf-contact-us',
  _type: 'page',
  brand: 'golf',
  title: 'Contact us',
  slug: {
    _type: 'slug',
    current: 'contact-us',
  },
  seo: {
    metaTitle: 'Contact us | Book your tee times with a gol',
    metaDescription:
      'Tell us the courses on your list and the handicaps in your group, and we will build the trip around them.',
  },
  blocks: [
    {
      _key: '4f9532ae',
      _type: 'contactSection',
      title: 'Book your tee times with a golfer',
      intro:
        'Tell us the courses on your list and the handicaps in your group, and we will build the trip around them.',
      infoSections: [
        {
          _key: 'ec2f97b2',
          _type: 'contactInfoSection',
          title: 'Call us',
          items: [
            {
              _key: '862b10d9',
              _type: 'contactInfoItem',
              fact: 'phone',
              icon: 'phone',
            },
          ],
        },
        {
          _key: 'b8d1f4da',
          _type: 'contactInfoSection',
          title: 'Email',
          items: [
            {
              _key: 'ceb9de07',
              _type: 'contactInfoItem',
              fact: 'email',
              icon: 'email',
            },
          ],
        },
        {
          _key: '3d999250',
          _type: 'contactInfoSection',
          title: 'Visit',
          items: [
            {
              _key: 'd525ff21',
              _type: 'contactInfoItem',
              fact: 'address',
              icon: 'location',
            },
          ],
        },
        {
          _key: '3e75b145',
          _type: 'contactInfoSection',
          title: 'Opening hours',
          items: [
            {
              _key: '305e7c4f',
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
