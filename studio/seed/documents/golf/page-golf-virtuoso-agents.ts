import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-golf-virtuoso-agents',
  _type: 'page',
  brand: 'golf',
  title: 'Virtuoso agents',
  slug: {
    _type: 'slug',
    current: 'virtuoso-agents',
  },
  seo: {
    metaTitle: 'Virtuoso agents: register with us | Fairway Golf Journeys',
    metaDescription:
      'Virtuoso travel advisors: register to sell our golf holidays. We review and verify your company information before your account is activated.',
  },
  blocks: [
    {
      _key: 'vrt7g0lf',
      _type: 'virtuosoForm',
      title: 'Virtuoso advisor registration',
      intro:
        'Tell us about your agency and your golfing clients. We review and verify your company information before your account is activated.',
    },
  ],
} satisfies SeedDocument<Page>
