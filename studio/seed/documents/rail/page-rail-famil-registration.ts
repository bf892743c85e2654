import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-rail-famil-registration',
  _type: 'page',
  brand: 'rail',
  title: 'Ghan expedition famil 2027',
  slug: {
    _type: 'slug',
    current: 'famil-registration',
  },
  seo: {
    metaTitle: 'Famil registration | Silver Line Rail Journeys',
    metaDescription:
      'Register your interest in our Ghan expedition famil for travel agents, Darwin to Adelaide.',
  },
  blocks: [
    {
      _key: 'fr7ra1l1',
      _type: 'familRegistrationForm',
      title: 'Register for the famil',
      intro: 'Places are limited; we confirm each registration by email.',
    },
  ],
} satisfies SeedDocument<Page>
