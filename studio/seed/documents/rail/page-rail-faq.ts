import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-rail-faq',
  _type: 'page',
  brand: 'rail',
  title: 'Rail travel FAQs',
  slug: {
    _type: 'slug',
    current: 'faq',
  },
  seo: {
    metaTitle: 'Rail travel FAQs | Silver Line Rail Journeys',
    metaDescription:
      'Answers to the questions we hear most about rail holidays: booking and tickets, life on board, luggage, accessibility and insurance.',
  },
  blocks: [
    {
      _key: '0yan3go1',
      _type: 'faq',
      title: 'Rail travel questions, answered',
      tags: [
        {
          _key: 's06tjy16',
          _type: 'reference',
          _ref: 'faqTag-rail-booking',
        },
        {
          _key: 'ckpltkjn',
          _type: 'reference',
          _ref: 'faqTag-rail-on-board',
        },
        {
          _key: 'd7hpjbml',
          _type: 'reference',
          _ref: 'faqTag-rail-luggage',
        },
        {
          _key: 'q9dl27fq',
          _type: 'reference',
          _ref: 'faqTag-rail-access-insurance',
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
