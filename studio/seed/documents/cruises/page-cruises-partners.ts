import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-cruises-partners',
  _type: 'page',
  brand: 'cruises',
  title: 'Our partners',
  slug: {
    _type: 'slug',
    current: 'partners',
  },
  seo: {
    metaTitle: 'Our cruise partners | Tidewater Cruises',
    metaDescription:
      'The river lines, expedition operators and port agents Tidewater Cruises sails with, and what every one of them promises our guests.',
  },
  blocks: [
    {
      _type: 'cruisePartnerAbout',
      subtitle: 'Our partners',
      title: 'Sailing with partners who know their waters',
      body: [
        {
          _key: 'c7h6mzw7',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'sjqgq0ur',
              _type: 'span',
              text: 'Our own six ships cannot reach every river and fjord our guests dream of. Where they cannot, we sail with a small circle of partner lines and operators we have known for years: family-run river companies on the Rhine and the Mekong, expedition specialists in the Arctic, and the port agents who meet you on the quay.',
              marks: [],
            },
          ],
        },
        {
          _key: 'gutbmemh',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '83yeg0bg',
              _type: 'span',
              text: 'Every partner is visited by our Sydney team before we sell a single cabin, and every voyage is booked, paid and looked after by us, with the same included drinks, gratuities and excursions as on our own ships.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('cruises-danube-river-ship'),
      button: {
        _type: 'buttonAction',
        label: 'Speak with our cruise team',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-cruises-contact-us',
        },
        newTab: false,
      },
      _key: '9t7s614d',
    },
    {
      _type: 'partnerLogos',
      title: 'The lines and operators we sail with',
      partners: [
        { _key: '1z2t6k0o', ...seedImage('cruises-logo-northbound') },
        { _key: '8gnymii5', ...seedImage('cruises-logo-rhine-rhone') },
        { _key: 'g93a34h7', ...seedImage('cruises-logo-coral-passage') },
        { _key: '465x18la', ...seedImage('cruises-logo-blue-meridian') },
        { _key: 'pfb3y2hq', ...seedImage('cruises-logo-lotus-delta') },
        { _key: 'i4s2zsk3', ...seedImage('cruises-logo-harbourline') },
      ],
      _key: 'ojc3h6gq',
    },
    {
      _type: 'valueCarousel',
      title: 'What every partner promises',
      variant: 'twoWithButton',
      intro: 'Whichever ship you sail on, these four things do not change.',
      items: [
        {
          _key: '2ttcent0',
          _type: 'valueItem',
          title: 'Small ships only',
          text: 'No partner ship carries more than 320 guests, so you dock in the heart of town rather than at a container port.',
          image: seedImage('cruises-fjord-ship-waterfall'),
        },
        {
          _key: 'g3e362bl',
          _type: 'valueItem',
          title: 'More included',
          text: 'Drinks with meals, gratuities and a guided excursion in every port are in the fare you are quoted, on every partner voyage.',
          image: seedImage('cruises-santorini-ship'),
        },
        {
          _key: '1refik1s',
          _type: 'valueItem',
          title: 'Local crews and guides',
          text: 'Our partners hire their guides and much of their crew where they sail, and pay them a fair, year-round wage.',
          image: seedImage('cruises-fjord-northern-lights'),
        },
        {
          _key: '3hm4e1ja',
          _type: 'valueItem',
          title: 'Our team on call',
          text: 'Your booking stays with our Sydney team from the first call to the last disembarkation, whoever owns the ship.',
          image: seedImage('cruises-ship-sunset'),
        },
      ],
      button: {
        _type: 'buttonAction',
        label: 'See the Norway fjords offer',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'offer-cruises-norway-fjords-balcony-upgrade',
        },
        newTab: false,
      },
      _key: '3yuvxl2v',
    },
    {
      _type: 'counterGroup',
      title: 'Our partnerships in numbers',
      items: [
        {
          _key: 'ysc8wqnq',
          _type: 'counterItem',
          header1: 'Partner lines',
          number: 14,
          header2: 'ocean, river and expedition operators',
        },
        {
          _key: '6udbrnem',
          _type: 'counterItem',
          header1: 'Every year',
          number: 3200,
          suffix: '+',
          header2: 'guests sail with a partner',
        },
        {
          _key: 's736iu6q',
          _type: 'counterItem',
          header1: 'On the quay',
          number: 160,
          header2: 'ports with a partner agent',
        },
      ],
      _key: 'g720cxfu',
    },
  ],
} satisfies SeedDocument<Page>
