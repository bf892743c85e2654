import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-tours-tailor-made',
  _type: 'page',
  brand: 'tours',
  title: 'Plan your tailor-made trip',
  slug: {
    _type: 'slug',
    current: 'tailor-made',
  },
  seo: {
    metaTitle: 'Plan your tailor-made trip | Wayfarer Tours',
    metaDescription:
      'Tell us where you’d like to go, who’s coming and how you like to travel, and a Wayfarer specialist will send you a free, no-obligation quote.',
  },
  blocks: [
    {
      _key: 'tszj68jv',
      _type: 'tailorMadeWizard',
      title: 'Plan your tailor-made trip',
      intro:
        'A few quick questions about where, when and how you like to travel. Your specialist will reply with a draft itinerary and a free quote within five working days.',
    },
  ],
} satisfies SeedDocument<Page>
