import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-cruises-onboard-experience',
  _type: 'page',
  brand: 'cruises',
  title: 'Life on board',
  slug: {
    _type: 'slug',
    current: 'onboard-experience',
  },
  seo: {
    metaTitle: 'The onboard experience | Tidewater Cruises',
    metaDescription:
      'Balcony cabins, regional menus, enrichment talks and a crew who learn your name: what to expect on board a Tidewater ship.',
  },
  blocks: [
    {
      _key: 'wg81muaj',
      _type: 'imageWithText',
      subtitle: 'The onboard experience',
      title: 'A boutique hotel where the view changes every day',
      body: [
        {
          _key: 'ehk2iuvy',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'wiqytziz',
              _type: 'span',
              text: 'Tidewater ships are deliberately small. There are no waterslides or casinos. Instead you’ll find a library with proper armchairs, an observation lounge at the bow and a pool deck where you can always find a sunlounger.',
              marks: [],
            },
          ],
        },
        {
          _key: 'tde2gict',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'kz1wtnf6',
              _type: 'span',
              text: 'Our crew come from more than 30 countries, and many have sailed with us for over a decade. Expect them to remember how you take your coffee.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('cruises-ship-sunset'),
      imagePosition: 'left',
    },
    {
      _key: 'v7go6kwb',
      _type: 'richTextSection',
      title: 'Cabins, dining and more',
      body: [
        {
          _key: 'qtzcyey8',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'vs4izyj5',
              _type: 'span',
              text: 'Cabins and suites',
              marks: [],
            },
          ],
        },
        {
          _key: 'hkehgdbm',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'zh1f3z6v',
              _type: 'span',
              text: 'More than 85% of our ocean cabins have a private balcony, and even the smallest measures 22 square metres. Every cabin has a queen bed that converts to twins, a rainfall shower and Australian power points alongside the European ones.',
              marks: [],
            },
          ],
        },
        {
          _key: 'f97svdth',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'cfxr1mk7',
              _type: 'span',
              text: 'Dining',
              marks: [],
            },
          ],
        },
        {
          _key: 'vbacv3gx',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'sia1mlsq',
              _type: 'span',
              text: 'Menus follow the map: grilled octopus in the Greek Islands, Copper River salmon in Alaska and a Khmer banquet on the Mekong. House wines, beer and soft drinks are included with lunch and dinner, and the head chef personally handles dietary requirements.',
              marks: [],
            },
          ],
        },
        {
          _key: 'ree7apkj',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'ohx29har',
              _type: 'span',
              text: 'Enrichment',
              marks: [],
            },
          ],
        },
        {
          _key: 'r547w79y',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'l9yhnmyo',
              _type: 'span',
              text: 'Historians, naturalists and local musicians join every voyage. On our fjord cruises, a Norwegian glaciologist gives talks on the observation deck as we pass the ice fields.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'd8vxovwz',
      _type: 'richTextSection',
      body: [
        {
          _key: 'ftxxubmy',
          _type: 'block',
          style: 'blockquote',
          markDefs: [],
          children: [
            {
              _key: 'vu4qt80t',
              _type: 'span',
              text: '“It felt less like a cruise and more like a floating country house, with a new view out of the window every morning.” — Geoff and Linda, Hobart',
              marks: [],
            },
          ],
        },
        {
          _key: 'quhtfcly',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'm7wzfkmg',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-cruises-shore-excursions',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'f2wt9hnw',
              _type: 'span',
              text: 'Find out what’s included ashore on our ',
              marks: [],
            },
            {
              _key: 'oadeqjvp',
              _type: 'span',
              text: 'shore excursions',
              marks: ['m7wzfkmg'],
            },
            {
              _key: 'vy848g33',
              _type: 'span',
              text: ' page.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
