import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-cruises-shore-excursions',
  _type: 'page',
  brand: 'cruises',
  title: 'Shore excursions',
  slug: {
    _type: 'slug',
    current: 'shore-excursions',
  },
  seo: {
    metaTitle: 'Shore excursions in every port | Tidewater Cruises',
    metaDescription:
      'A guided shore excursion is included in every port, with small groups, local guides and active, food and gentle options.',
  },
  blocks: [
    {
      _key: 'lyg80yzj',
      _type: 'imageWithText',
      subtitle: 'Shore excursions',
      title: 'A guided excursion in every port, already in your fare',
      body: [
        {
          _key: 'y941vegk',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'sclafaj7',
              _type: 'span',
              text: 'We think the best moments of a cruise often happen ashore. That’s why every Tidewater fare includes a guided excursion in each port, led by local guides in groups of no more than 24.',
              marks: [],
            },
          ],
        },
        {
          _key: 'mtfvfg48',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'npw4dld5',
              _type: 'span',
              text: 'Choose the evening before from three styles — ',
              marks: [],
            },
            {
              _key: 's9f35q9e',
              _type: 'span',
              text: 'Classic',
              marks: ['em'],
            },
            {
              _key: 'mal9u70o',
              _type: 'span',
              text: ', ',
              marks: [],
            },
            {
              _key: 'mn4fhktp',
              _type: 'span',
              text: 'Active',
              marks: ['em'],
            },
            {
              _key: 's2ipcyz2',
              _type: 'span',
              text: ' or ',
              marks: [],
            },
            {
              _key: 'iawu3rje',
              _type: 'span',
              text: 'Taste',
              marks: ['em'],
            },
            {
              _key: 'kqh5gcbu',
              _type: 'span',
              text: ' — or simply wander off on your own with the map and tips from our port talk.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('cruises-fjord-ship-waterfall'),
      imagePosition: 'right',
      button: {
        _type: 'buttonAction',
        label: 'See where we sail in 2026',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-cruises-home',
        },
        newTab: false,
      },
    },
    {
      _key: 'hn56nmwi',
      _type: 'richTextSection',
      title: 'A few of our favourites',
      body: [
        {
          _key: 'gcfz1kdc',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'ojamwd8t',
              _type: 'span',
              text: 'Geiranger, Norway:',
              marks: ['strong'],
            },
            {
              _key: 'g5tyjaba',
              _type: 'span',
              text: ' a RIB boat ride beneath the Seven Sisters and Suitor waterfalls.',
              marks: [],
            },
          ],
        },
        {
          _key: 'f5s06a8z',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'aabl5yxb',
              _type: 'span',
              text: 'Juneau, Alaska:',
              marks: ['strong'],
            },
            {
              _key: 'd5ea4at9',
              _type: 'span',
              text: ' a walk to the face of the Mendenhall Glacier, with an optional whale-watching upgrade.',
              marks: [],
            },
          ],
        },
        {
          _key: 'e7m4tw0r',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'g54um3jj',
              _type: 'span',
              text: 'Kotor, Montenegro:',
              marks: ['strong'],
            },
            {
              _key: 'g5v5yqk9',
              _type: 'span',
              text: ' the 1,350 steps up to St John’s Fortress for a view over the bay, starting early before the heat.',
              marks: [],
            },
          ],
        },
        {
          _key: 'bpjhgq2h',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'k4ap9q2y',
              _type: 'span',
              text: 'Dürnstein, Austria:',
              marks: ['strong'],
            },
            {
              _key: 'tbpzcdft',
              _type: 'span',
              text: ' an apricot brandy tasting and a climb to the castle ruins where Richard the Lionheart was held.',
              marks: [],
            },
          ],
        },
        {
          _key: 'qhkb66s7',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'moj04nrd',
              _type: 'span',
              text: 'Cai Be, Vietnam:',
              marks: ['strong'],
            },
            {
              _key: 'u228eeal',
              _type: 'span',
              text: ' a sampan through the floating market and a visit to a family workshop making rice paper.',
              marks: [],
            },
          ],
        },
        {
          _key: 'd5s5ode6',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'uisbdtny',
              _type: 'span',
              text: 'Premium experiences, such as a helicopter landing on the Juneau Icefield, can be added for an extra charge up to 30 days before you sail.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'q8vk3brb',
      _type: 'richTextSection',
      title: 'Good to know',
      body: [
        {
          _key: 'r6esop0v',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'gh0gu4b7',
              _type: 'span',
              text: 'Every excursion is graded from one to three for activity level, and with notice our shore team can arrange wheelchair-accessible transport in most ports.',
              marks: [],
            },
          ],
        },
        {
          _key: 'mg2rkhhn',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'gdegj0o6',
              _type: 'span',
              text: 'Check entry requirements and travel advice for each country on your itinerary with ',
              marks: [],
            },
            {
              _key: 'p7fnmau3',
              _type: 'siteFact',
              fact: 'travelAdvice',
            },
            {
              _key: 'fqvjg9qr',
              _type: 'span',
              text: ' before you sail.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
