import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-tours-virtuoso-agents-vietnam',
  _type: 'page',
  brand: 'tours',
  title: 'Virtuoso agents: Vietnam',
  slug: {
    _type: 'slug',
    current: 'virtuoso-agents-vietnam',
  },
  seo: {
    metaTitle: 'Virtuoso agents: Vietnam travel events | Wayfarer Tours',
    metaDescription:
      'Virtuoso travel advisors: register for our Vietnam travel events and to sell our small-group journeys. We verify your company information before activation.',
  },
  blocks: [
    // Each market its own roadshow (Show only on): the form limited to one site is refused on the other.
    {
      _key: 'vrt7t0ur',
      _type: 'virtuosoForm',
      onlyOnSites: ['tours'],
      title: 'Virtuoso Vietnam roadshow registration',
      intro:
        'Meet our Vietnam product team at a roadshow near you. We review and verify your company information before your account is activated.',
      locations: ['Sydney', 'Melbourne', 'Brisbane'],
    },
    {
      _key: 'vrt7t0nz',
      _type: 'virtuosoForm',
      onlyOnSites: ['tours-nz'],
      title: 'Virtuoso Vietnam roadshow registration',
      intro:
        'Meet our Vietnam product team at a roadshow near you. We review and verify your company information before your account is activated.',
      locations: ['Auckland', 'Wellington', 'Christchurch'],
    },
  ],
} satisfies SeedDocument<Page>
