import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-tours-brochure-request',
  _type: 'page',
  brand: 'tours',
  title: 'Order a brochure',
  slug: {
    _type: 'slug',
    current: 'brochure-request',
  },
  seo: {
    metaTitle: 'Order a free brochure | Wayfarer Tours',
    metaDescription:
      'Order any of our brochures, free, as a PDF by email or printed and posted in Australia and New Zealand.',
  },
  blocks: [
    {
      _key: 'kejlfgiq',
      _type: 'richTextSection',
      title: 'Order a free brochure',
      body: [
        {
          _key: '4m2flczv',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'r8ht2kqe',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-brochures',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'qvypdaxj',
              _type: 'span',
              text: 'Each of our brochures has every itinerary it covers, with day-by-day routes, the places we stay and what each costs (',
              marks: [],
            },
            {
              _key: 'w5cfn2ua',
              _type: 'span',
              text: 'read them online',
              marks: ['r8ht2kqe'],
            },
            {
              _key: 'j3vxm8pd',
              _type: 'span',
              text: '). We email you the PDF straight away and post a printed copy to addresses in Australia and New Zealand.',
              marks: [],
            },
          ],
        },
        {
          _key: 'um57mjaf',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'gp3njh0m',
              _type: 'span',
              text: 'Rather talk it through? Our specialists have travelled every itinerary we sell.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'uqm595sd',
      _type: 'formBlock',
      title: 'Tell us where to send it',
      form: {
        _type: 'reference',
        _ref: 'form-tours-brochure-request',
      },
    },
  ],
} satisfies SeedDocument<Page>
