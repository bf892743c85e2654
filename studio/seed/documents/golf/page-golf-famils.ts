import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-golf-famils',
  _type: 'page',
  brand: 'golf',
  title: 'Famils for travel agents',
  slug: {
    _type: 'slug',
    current: 'famils',
  },
  seo: {
    metaTitle: 'Famils for travel agents | Fairway Golf Journeys',
    metaDescription:
      'Play the links your clients ask about: our familiarisation trips for travel agents, with the itinerary, price and terms of each.',
  },
  blocks: [
    {
      _key: 'fm1scot1',
      _type: 'familInformation',
      famil: { _type: 'reference', _ref: 'famil-golf-scotland-links-2027' },
    },
    {
      _key: 'fm2alg26',
      _type: 'familInformation',
      famil: { _type: 'reference', _ref: 'famil-golf-algarve-2026' },
    },
  ],
} satisfies SeedDocument<Page>
