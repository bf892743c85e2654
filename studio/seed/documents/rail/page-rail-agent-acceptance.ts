import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-rail-agent-acceptance',
  _type: 'page',
  brand: 'rail',
  title: 'Silver Line agent programme',
  slug: {
    _type: 'slug',
    current: 'agent-acceptance',
  },
  seo: {
    metaTitle: 'Agent acceptance | Silver Line Rail Journeys',
    metaDescription:
      'Apply to join the Silver Line Rail Journeys agent programme and sell our rail holidays to your clients.',
  },
  blocks: [
    {
      _key: 'aa7ra1l1',
      _type: 'agentAcceptanceForm',
      title: 'Apply to join our agent programme',
      intro: 'Tell us about your agency and yourself; our agency team answers within five working days.',
    },
  ],
} satisfies SeedDocument<Page>
