import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

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
      image: {
        _type: 'image',
        _sanityAsset: 'image@file://./images/285e2cfa8071b4ee70987262cbcc309895e17df0-1600x1000.jpg',
        alt: 'Illustration of a long white river cruise ship on the Danube, passing a village with a blue church tower, striped vineyard slopes and a ruined castle on the hill',
      },
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
        {
          _key: '1z2t6k0o',
          _type: 'image',
          _sanityAsset: 'image@file://./images/258c20109b3ffc42f04f030d77c68a45e526e013-360x120.svg',
          alt: 'Northbound Expeditions',
        },
        {
          _key: '8gnymii5',
          _type: 'image',
          _sanityAsset: 'image@file://./images/91634f6cd427b566a13c0b4c9dcce534c8d04396-360x120.svg',
          alt: 'Rhine & Rhône River Company',
        },
        {
          _key: 'g93a34h7',
          _type: 'image',
          _sanityAsset: 'image@file://./images/927d6c61501d08e13a61460eb06896c7e30383d6-360x120.svg',
          alt: 'Coral Passage Yachts',
        },
        {
          _key: '465x18la',
          _type: 'image',
          _sanityAsset: 'image@file://./images/f44af442e159ebcbdaf0afa09568e1c2aa04bccd-360x120.svg',
          alt: 'Blue Meridian Ocean Voyages',
        },
        {
          _key: 'pfb3y2hq',
          _type: 'image',
          _sanityAsset: 'image@file://./images/dce00e77981fccfc0a9499d2dbf19bf2d9a65905-360x120.svg',
          alt: 'Lotus Delta Mekong Cruises',
        },
        {
          _key: 'i4s2zsk3',
          _type: 'image',
          _sanityAsset: 'image@file://./images/027b0e3b98b076b6d1ada7530912533b8d780e49-360x120.svg',
          alt: 'Harbourline Port Transfers',
        },
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
          image: {
            _type: 'image',
            _sanityAsset: 'image@file://./images/25f7175edcd29a54503d89155ec1b359b2a2d8e3-1600x1000.jpg',
            alt: 'Illustration of a small white cruise ship sailing between steep green fjord cliffs, with a tall waterfall on the left and snow-capped mountains in the distance',
          },
        },
        {
          _key: 'g3e362bl',
          _type: 'valueItem',
          title: 'More included',
          text: 'Drinks with meals, gratuities and a guided excursion in every port are in the fare you are quoted, on every partner voyage.',
          image: {
            _type: 'image',
            _sanityAsset: 'image@file://./images/4235f79b19aa334553fa27e47365361fdec75051-1200x1200.jpg',
            alt: 'Illustration of whitewashed houses with blue domes and a windmill on a Santorini caldera cliff, above a white cruise ship anchored in a deep blue bay',
          },
        },
        {
          _key: '1refik1s',
          _type: 'valueItem',
          title: 'Local crews and guides',
          text: 'Our partners hire their guides and much of their crew where they sail, and pay them a fair, year-round wage.',
          image: {
            _type: 'image',
            _sanityAsset: 'image@file://./images/c1fae036af3baec78d1592dc23a9c588806c844c-1600x1000.jpg',
            alt: 'Illustration of a white cruise ship with lit decks sailing a dark fjord under green northern lights and a full moon',
          },
        },
        {
          _key: '3hm4e1ja',
          _type: 'valueItem',
          title: 'Our team on call',
          text: 'Your booking stays with our Sydney team from the first call to the last disembarkation, whoever owns the ship.',
          image: {
            _type: 'image',
            _sanityAsset: 'image@file://./images/e1d4dc0ed8076fb455b698211de182f58626a130-1600x1000.jpg',
            alt: 'Illustration of a cruise ship silhouette with rows of lit cabin windows on a calm sea at sunset, the sun half-set on the horizon and a golden path across the water',
          },
        },
      ],
      button: {
        _type: 'buttonAction',
        label: 'See the Norway fjords offer',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-cruises-norway-fjords-offer',
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
