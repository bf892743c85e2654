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
        'Choose where you’d like to play, then tell us about your game: courses, rounds, lessons and clubs. We’ll reply with tee times and a free quote within three working days.',
      golfFocus: true,
      featuredPlaces: [
        { _key: 'fp1scotl', _type: 'featuredPlace', name: 'Scotland', country: 'United Kingdom' },
        { _key: 'fp2engla', _type: 'featuredPlace', name: 'England', country: 'United Kingdom' },
        { _key: 'fp3irela', _type: 'featuredPlace', name: 'Ireland', country: 'Ireland' },
        { _key: 'fp4nirel', _type: 'featuredPlace', name: 'Northern Ireland', country: 'United Kingdom' },
        { _key: 'fp5wales', _type: 'featuredPlace', name: 'Wales', country: 'United Kingdom' },
        { _key: 'fp6portu', _type: 'featuredPlace', name: 'Portugal', country: 'Portugal' },
        { _key: 'fp7spain', _type: 'featuredPlace', name: 'Spain', country: 'Spain' },
        { _key: 'fp8newze', _type: 'featuredPlace', name: 'New Zealand', country: 'New Zealand' },
      ],
    },
  ],
} satisfies SeedDocument<Page>
