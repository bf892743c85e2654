import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-golf-tailor-made',
  _type: 'page',
  brand: 'golf',
  title: 'Golf holidays made for you',
  slug: {
    _type: 'slug',
    current: 'tailor-made',
  },
  seo: {
    metaTitle: 'Golf holidays made for you | Fairway Golf Journeys',
    metaDescription:
      'Tell us the courses on your wish list, your handicaps and who’s coming along, and we’ll build a golf holiday around them, with a free quote.',
  },
  blocks: [
    {
      _key: '1sdazwy9',
      _type: 'tailorMadeWizard',
      title: 'Golf holidays made for you',
      intro:
        'Choose your countries, then pick Golf holidays as the focus of your trip to tell us about your game: courses, rounds, lessons and clubs. We’ll reply with tee times and a free quote within three working days.',
    },
  ],
} satisfies SeedDocument<Page>
