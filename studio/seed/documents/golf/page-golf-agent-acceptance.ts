import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-golf-agent-acceptance',
  _type: 'page',
  brand: 'golf',
  title: 'Fairway agent programme',
  slug: {
    _type: 'slug',
    current: 'agent-acceptance',
  },
  seo: {
    metaTitle: 'Agent acceptance | Fairway Golf Journeys',
    metaDescription:
      'Apply to join the Fairway Golf Journeys agent programme and sell our golf holidays to your clients.',
  },
  blocks: [
    {
      _key: 'aa7g0lf1',
      _type: 'agentAcceptanceForm',
      title: 'Apply to join our agent programme',
      intro: 'Tell us about your agency and yourself; our agency team answers within five working days.',
    },
  ],
} satisfies SeedDocument<Page>
