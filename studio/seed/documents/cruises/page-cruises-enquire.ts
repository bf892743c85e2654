import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-cruises-enquire',
  _type: 'page',
  brand: 'cruises',
  title: 'Enquire about your voyage',
  slug: {
    _type: 'slug',
    current: 'enquire',
  },
  seo: {
    metaTitle: 'Enquire about your voyage | Tidewater Cruises',
    metaDescription:
      'Ask about a voyage, a charter flight to your port of embarkation or a hotel stay before or after your cruise, and our Sydney team will reply.',
  },
  blocks: [
    {
      _key: 'enq4cru1',
      _type: 'enquirySection',
      title: 'Enquire about your voyage',
      intro:
        'Tell us which voyage you have in mind, or whether you are flying to meet the ship or staying a few nights before you sail, and our Sydney team will reply within two working days.',
      tailorMadeText:
        'Want a journey built around your cruise? Our sister company Wayfarer Tours plans tailor-made trips on land: answer a few questions and receive a free quote.',
      tailorMadeLink: {
        _type: 'buttonAction',
        label: 'Plan a tailor-made trip with Wayfarer Tours',
        internalLink: false,
        link: 'https://www.wayfarertours.com.au/tailor-made',
        newTab: true,
      },
      formTab: {
        label: 'Voyage',
        form: { _type: 'reference', _ref: 'form-cruises-voyage-enquiry' },
      },
      firstTab: 'form',
    },
  ],
} satisfies SeedDocument<Page>
