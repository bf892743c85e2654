import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-tours-webinar',
  _type: 'page',
  brand: 'tours',
  title: 'Agent webinar',
  slug: {
    _type: 'slug',
    current: 'webinar',
  },
  seo: {
    metaTitle: 'Agent webinar: selling small-group Asia | Wayfarer Tours',
    metaDescription:
      'Register for our live webinar for travel agents: how to match clients to small-group journeys in Vietnam, Japan and beyond.',
  },
  blocks: [
    {
      _key: 'wb7t0urs',
      _type: 'webinarForm',
      title: 'Selling small-group Asia: agent webinar',
      intro:
        'Forty-five minutes with our Asia product team: which journey suits which client, what is new for next season, and your questions answered.',
    },
  ],
} satisfies SeedDocument<Page>
