import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-golf-webinar',
  _type: 'page',
  brand: 'golf',
  title: 'Golf travel webinar',
  slug: {
    _type: 'slug',
    current: 'webinar',
  },
  seo: {
    metaTitle: 'Golf travel webinar for agents | Fairway Golf Journeys',
    metaDescription:
      'Register for our webinar for travel agents: planning golf holidays, tee times and the courses your golfing clients ask for.',
  },
  blocks: [
    {
      _key: 'wb7g0lf1',
      _type: 'webinarForm',
      title: 'Golf holidays, start to finish: agent webinar',
      intro: 'How we secure tee times, pair courses with stays, and look after non-golfing partners.',
    },
  ],
} satisfies SeedDocument<Page>
