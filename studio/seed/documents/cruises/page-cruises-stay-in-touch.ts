import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-cruises-stay-in-touch',
  _type: 'page',
  brand: 'cruises',
  title: 'Stay in touch',
  slug: {
    _type: 'slug',
    current: 'stay-in-touch',
  },
  seo: {
    metaTitle: 'Stay in touch | New voyages and offers from Tidewater Cruises',
    metaDescription:
      'Be first to hear about new small-ship voyages, early-booking offers and the stories behind our itineraries.',
  },
  blocks: [
    {
      _key: 'k86cj03z',
      _type: 'formBlock',
      title: 'Be first to hear about new voyages',
      form: {
        _type: 'reference',
        _ref: 'form-cruises-stay-in-touch',
      },
    },
  ],
} satisfies SeedDocument<Page>
