import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-cruises-norway-fjords-offer',
  _type: 'page',
  brand: 'cruises',
  title: 'Norway fjords offer',
  slug: {
    _type: 'slug',
    current: 'norway-fjords-offer',
  },
  seo: {
    metaTitle: 'Norway’s fjords with Blue Meridian | Tidewater Cruises',
    metaDescription:
      'Sail Norway’s fjords in 2027 with our partner Blue Meridian Ocean Voyages, from Bergen to the North Cape and back: dates, fares and what is included.',
  },
  blocks: [
    {
      _type: 'cruisePromo',
      title: 'Norway’s fjords with Blue Meridian',
      text: 'From Bergen to the North Cape and back on the 244-guest Blue Meridian Aurora, deep into fjords the big ships cannot reach, under the midnight sun.',
      images: [
        { _key: '1x3xcsqr', ...seedImage('cruises-fjord-ship-waterfall') },
        { _key: 'fozckk49', ...seedImage('cruises-fjord-seven-sisters') },
        { _key: 'g6fc1ciu', ...seedImage('cruises-north-cape-midnight-sun') },
      ],
      button: {
        _type: 'buttonAction',
        label: 'Talk to a cruise expert',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-cruises-contact-us',
        },
        newTab: false,
      },
      _key: 'zowgpqiw',
    },
    {
      _key: 'vcnorpg1',
      _type: 'voyageCards',
      title: 'Dates and fares',
      intro: 'Fares are per person, twin share, for an ocean-view cabin, and include port taxes.',
      voyages: [
        {
          _key: 'vcnor003',
          _type: 'voyageCard',
          trip: { type: 'cruise', code: 'CR-NOR-12' },
          departures: ['2027-06-05', '2027-06-19', '2027-07-03'],
          summary:
            'Return from Bergen to the North Cape on the 244-guest Blue Meridian Aurora, nine ports in all.',
          button: {
            _type: 'buttonAction',
            label: 'Ask about this voyage',
            internalLink: true,
            reference: { _type: 'reference', _ref: 'page-cruises-enquire' },
            newTab: false,
          },
          askAboutVoyage: true,
        },
      ],
    },
    {
      _type: 'richTextSection',
      title: 'What the voyage includes',
      body: [
        {
          _key: 'p88crmjp',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'nofferl1',
              _type: 'link',
              internalLink: true,
              reference: { _type: 'reference', _ref: 'offer-cruises-norway-fjords-balcony-upgrade' },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'sh2ie2t9',
              _type: 'span',
              text: 'All meals, wine and beer with lunch and dinner, gratuities, port taxes and a guided excursion in each of the nine ports are included; flights to Bergen are not. The balcony upgrade is ',
              marks: [],
            },
            {
              _key: 'sh2ie2u0',
              _type: 'span',
              text: 'our current offer, with its terms',
              marks: ['nofferl1'],
            },
            { _key: 'sh2ie2u1', _type: 'span', text: '.', marks: [] },
          ],
        },
      ],
      _key: '39o92td2',
    },
  ],
} satisfies SeedDocument<Page>
