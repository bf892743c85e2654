import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-tours-enquire',
  _type: 'page',
  brand: 'tours',
  title: 'Send us an enquiry',
  slug: {
    _type: 'slug',
    current: 'enquire',
  },
  seo: {
    metaTitle: 'Send us an enquiry | Wayfarer Tours',
    metaDescription:
      'Ask about a charter flight or a place to stay, or plan a tailor-made journey: a Wayfarer specialist will reply within two working days.',
  },
  blocks: [
    {
      _key: 'enq7t0ur',
      _type: 'enquirySection',
      title: 'Send us an enquiry',
      intro:
        'Tell us about the flight or the stay you have in mind and a Wayfarer specialist will reply within two working days.',
      tailorMadeText:
        'Would you rather we planned the whole journey? Answer a few questions about where, when and how you like to travel, and we will send you a free quote.',
      tailorMadeLink: {
        _type: 'buttonAction',
        label: 'Plan your tailor-made trip',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-tours-tailor-made',
        },
        newTab: false,
      },
      firstTab: 'flight',
    },
  ],
} satisfies SeedDocument<Page>
