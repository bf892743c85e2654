import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-cruises-thank-you',
  _type: 'page',
  brand: 'cruises',
  title: 'Thank you',
  slug: {
    _type: 'slug',
    current: 'thank-you',
  },
  seo: {
    metaTitle: 'Thank you | Tidewater Cruises',
    metaDescription: 'Thank you for signing up for news of Tidewater voyages and offers.',
  },
  blocks: [
    {
      _key: 'u8syf1rx',
      _type: 'richTextSection',
      title: 'Thank you, you’re on the list',
      body: [
        {
          _key: 'c7junfv8',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '454qm219',
              _type: 'span',
              text: 'We’ve sent a short welcome email to confirm your address. Our next voyage news goes out within a fortnight.',
              marks: [],
            },
          ],
        },
        {
          _key: '633a96ad',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: '2d316815',
              _type: 'link',
              internalLink: true,
              reference: { _type: 'reference', _ref: 'page-cruises-onboard-experience' },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'e06ae286',
              _type: 'span',
              text: 'In the meantime, see how a day on board unfolds in ',
              marks: [],
            },
            { _key: 'f8db55cc', _type: 'span', text: 'Life on board', marks: ['2d316815'] },
            { _key: '81b9980e', _type: 'span', text: ', or call our cruise team on ', marks: [] },
            { _key: 'aeb63542', _type: 'siteFact', fact: 'phone' },
            { _key: '2be5dc92', _type: 'span', text: '.', marks: [] },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
