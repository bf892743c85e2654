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
      _key: 'fm0intro',
      _type: 'richTextSection',
      title: 'Famils for travel agents',
      body: [
        {
          _key: 'fm0para',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'fm0span',
              _type: 'span',
              text: 'Play the links your clients ask about. Each year we take a small group of agents to walk the courses, meet our partners and stay in the hotels we book. Register while places are open.',
              marks: [],
            },
          ],
        },
      ],
    },
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
