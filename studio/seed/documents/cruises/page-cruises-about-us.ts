import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-cruises-about-us',
  _type: 'page',
  brand: 'cruises',
  title: 'About us',
  slug: {
    _type: 'slug',
    current: 'about-us',
  },
  seo: {
    metaTitle: 'About Tidewater Cruises | Sailing since 1998',
    metaDescription:
      'Sydney-based Tidewater Cruises has sailed small and mid-sized ships since 1998. Meet our fleet of six and the team behind every voyage.',
  },
  blocks: [
    {
      _key: 'dnc126qx',
      _type: 'imageWithText',
      subtitle: 'Since 1998',
      title: 'A Sydney cruise line that still answers its own phones',
      body: [
        {
          _key: 'gr7shodu',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'fs84go7c',
              _type: 'span',
              text: 'Tidewater Cruises began in 1998 with a single chartered riverboat on the Rhine and a booking office in The Rocks, a short stroll from Circular Quay. Our founders, Robert and Anh Delaney, had a simple idea: a cruise should feel like staying with gracious hosts, not checking into a floating resort.',
              marks: [],
            },
          ],
        },
        {
          _key: 'vfi0679v',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'sigzpnze',
              _type: 'span',
              text: 'Twenty-eight years on, we operate six ships on three continents. Our Sydney team still plans every voyage, trains every cruise director and answers every call.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('cruises-santorini-ship'),
      imagePosition: 'right',
      button: {
        _type: 'buttonAction',
        label: 'Explore the onboard experience',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-cruises-onboard-experience',
        },
        newTab: false,
      },
    },
    {
      _key: 'bmv52k1n',
      _type: 'richTextSection',
      title: 'Our fleet',
      body: [
        {
          _key: 'y2jum8l9',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'j5lza6wi',
              _type: 'span',
              text: 'Tidewater Aurora',
              marks: ['strong'],
            },
            {
              _key: 'yc728of5',
              _type: 'span',
              text: ' — 318 guests, ocean. Mediterranean and Adriatic voyages; refurbished in 2024.',
              marks: [],
            },
          ],
        },
        {
          _key: 'gm2jvwx5',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'bmtmfsrv',
              _type: 'span',
              text: 'Tidewater Meridian',
              marks: ['strong'],
            },
            {
              _key: 'aqg3sszn',
              _type: 'span',
              text: ' — 244 guests, ocean. The Greek Islands, the Canaries and transatlantic crossings.',
              marks: [],
            },
          ],
        },
        {
          _key: 't8j8wzcp',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'apajtji0',
              _type: 'span',
              text: 'Tidewater Boreal',
              marks: ['strong'],
            },
            {
              _key: 'it5bdpi6',
              _type: 'span',
              text: ' — 186 guests, ice-strengthened. Alaska in summer, Norway and the Arctic in spring and autumn.',
              marks: [],
            },
          ],
        },
        {
          _key: 'khuzd95w',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'l8vu0xyc',
              _type: 'span',
              text: 'Tidewater Linden',
              marks: ['strong'],
            },
            {
              _key: 'cd6fo8an',
              _type: 'span',
              text: ' and ',
              marks: [],
            },
            {
              _key: 't1fpvk5t',
              _type: 'span',
              text: 'Tidewater Rhenus',
              marks: ['strong'],
            },
            {
              _key: 'dszuua69',
              _type: 'span',
              text: ' — 150 guests each, on the Danube, Rhine and Main.',
              marks: [],
            },
          ],
        },
        {
          _key: 'tldf1akz',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'kztlubkj',
              _type: 'span',
              text: 'Tidewater Lotus',
              marks: ['strong'],
            },
            {
              _key: 'cx4iu482',
              _type: 'span',
              text: ' — 64 guests in 32 suites, on the Mekong between Cambodia and Vietnam.',
              marks: [],
            },
          ],
        },
        {
          _key: 'glefmv7o',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'x8carwi6',
              _type: 'span',
              text: 'Every ship sails with at least one crew member for every 2.5 guests, and a doctor or registered nurse on board.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'qpqjqtkz',
      _type: 'richTextSection',
      title: 'Speak with our cruise team',
      body: [
        {
          _key: 'dfli4ofz',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'tepe7umz',
              _type: 'span',
              text: 'Our consultants have sailed on the ships they talk about. Call, email or visit us in The Rocks.',
              marks: [],
            },
          ],
        },
        {
          _key: 'e02fe492',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            { _key: 'd7401ceb', _type: 'span', text: 'Phone:', marks: ['strong'] },
            { _key: '84feec83', _type: 'span', text: ' ', marks: [] },
            { _key: '08b88d3a', _type: 'siteFact', fact: 'phone' },
            { _key: '0e476f1d', _type: 'span', text: ', ', marks: [] },
            { _key: '1ae8c822', _type: 'siteFact', fact: 'openingHours' },
          ],
        },
        {
          _key: '15e10cc1',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            { _key: 'b5d520c0', _type: 'span', text: 'Email:', marks: ['strong'] },
            { _key: '0abdbe8e', _type: 'span', text: ' ', marks: [] },
            { _key: 'a4a18aca', _type: 'siteFact', fact: 'email' },
          ],
        },
        {
          _key: 'a047461e',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            { _key: '017ad2e9', _type: 'span', text: 'Visit:', marks: ['strong'] },
            { _key: '3a5b7401', _type: 'span', text: ' ', marks: [] },
            { _key: 'fc9cf122', _type: 'siteFact', fact: 'address' },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
