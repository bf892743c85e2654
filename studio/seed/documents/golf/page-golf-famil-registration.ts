import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-golf-famil-registration',
  _type: 'page',
  brand: 'golf',
  title: 'Scotland links famil 2027',
  slug: {
    _type: 'slug',
    current: 'famil-registration',
  },
  seo: {
    metaTitle: 'Famil registration | Fairway Golf Journeys',
    metaDescription:
      'Register your interest in our Scotland links famil for travel agents: St Andrews, Carnoustie and Royal Dornoch.',
  },
  blocks: [
    // The famil registered for: its card, itinerary and terms above the form (spec 01 §2).
    {
      _key: 'fr7card1',
      _type: 'familInformation',
      famil: { _type: 'reference', _ref: 'famil-golf-scotland-links-2027' },
    },
    {
      _key: 'fr7g0lf1',
      _type: 'familRegistrationForm',
      title: 'Register for the famil',
      intro: 'Places are limited; we confirm each registration by email.',
      famil: { _type: 'reference', _ref: 'famil-golf-scotland-links-2027' },
    },
  ],
} satisfies SeedDocument<Page>
