import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-golf-home',
  _type: 'page',
  brand: 'golf',
  title: 'Home',
  slug: {
    _type: 'slug',
    current: 'home',
  },
  seo: {
    metaTitle: 'Fairway Golf Journeys | Golf holidays abroad',
    metaDescription:
      'Golf holidays to Scotland’s links, Portugal’s Algarve, New Zealand and Vietnam, with tee times, transfers and accommodation arranged.',
  },
  blocks: [
    {
      _key: 'x15lglod',
      _type: 'imageWithText',
      subtitle: 'Golf holidays, sorted',
      title: 'Play the world’s great courses. We’ll book every tee time.',
      body: [
        {
          _key: 'bvu0anrp',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'gxgyrlra',
              _type: 'span',
              text: 'Picture teeing off at Carnoustie, walking the clifftop fairways of Cape Kidnappers or holing out at sunset beside the South China Sea. Our golf holidays take care of everything between the first tee and the 19th hole.',
              marks: [],
            },
          ],
        },
        {
          _key: 'xqqy7t55',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'i9yo8wu4',
              _type: 'span',
              text: 'Every package includes ',
              marks: [],
            },
            {
              _key: 'zow0vnjz',
              _type: 'span',
              text: 'confirmed tee times, four- and five-star accommodation, private transfers with room for your clubs, and a local host',
              marks: ['strong'],
            },
            {
              _key: 'jk8dpqu8',
              _type: 'span',
              text: ' who knows each course you’ll play.',
              marks: [],
            },
          ],
        },
      ],
      image: {
        _type: 'image',
        _sanityAsset: 'image@file://./images/2ee30c300c63a63cd311093b47abee58d489220e-1600x1000.jpg',
        alt: 'Illustration of a striped fairway winding between sand bunkers and leafy trees to a green with a red flag, with a pond in the foreground and hills beyond',
      },
      imagePosition: 'right',
      button: {
        _type: 'buttonAction',
        label: 'See the courses',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-golf-the-courses',
        },
        newTab: false,
      },
    },
    {
      _key: 'k3qdfsnc',
      _type: 'richTextSection',
      title: 'Four destinations we know by heart',
      body: [
        {
          _key: 'fybzvyx0',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'upz4nc15',
              _type: 'span',
              text: 'Scotland: The Kingdom of Fife',
              marks: ['strong'],
            },
            {
              _key: 'we7p62du',
              _type: 'span',
              text: ' — 10 nights and 6 rounds, including Carnoustie, Kingsbarns and an entry in the St Andrews Old Course ballot. From $12,950 per golfer.',
              marks: [],
            },
          ],
        },
        {
          _key: 'vhiyrgq7',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'honyvp86',
              _type: 'span',
              text: 'Portugal: Algarve Sun',
              marks: ['strong'],
            },
            {
              _key: 'w38fcpqi',
              _type: 'span',
              text: ' — 7 nights and 5 rounds at Monte Rei, Quinta do Lago South and Vale do Lobo’s Royal course. From $5,480 per golfer.',
              marks: [],
            },
          ],
        },
        {
          _key: 'g6mwofjd',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'htkqc3qg',
              _type: 'span',
              text: 'New Zealand: The Grand Tour',
              marks: ['strong'],
            },
            {
              _key: 's8wycm77',
              _type: 'span',
              text: ' — 12 nights and 7 rounds, from Kauri Cliffs in the north to Jack’s Point in Queenstown. From $11,200 per golfer.',
              marks: [],
            },
          ],
        },
        {
          _key: 'nh51vjrr',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'tgyr27c3',
              _type: 'span',
              text: 'Vietnam: The Central Coast',
              marks: ['strong'],
            },
            {
              _key: 'ftupqiil',
              _type: 'span',
              text: ' — 9 nights and 5 rounds at Montgomerie Links, BRG Danang and Laguna Lang Co. From $4,390 per golfer.',
              marks: [],
            },
          ],
        },
        {
          _key: 'lmfm82j1',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'v5wk7yez',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-golf-non-golfing-partners',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'x2tdq843',
              _type: 'span',
              text: 'Prices are in AUD, twin share, excluding international flights. Non-golfing partners travel at a reduced rate; see our ',
              marks: [],
            },
            {
              _key: 'taa75atv',
              _type: 'span',
              text: 'ideas for non-golfers',
              marks: ['v5wk7yez'],
            },
            {
              _key: 'fyy870gu',
              _type: 'span',
              text: '.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'pubkwpuk',
      _type: 'imageWithText',
      subtitle: 'How it works',
      title: 'Tee times, transfers and the 19th hole, all arranged',
      body: [
        {
          _key: 'y6tb6f9n',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ppvc6a5x',
              _type: 'span',
              text: 'We’ve been booking tee times on the world’s most sought-after courses for 15 years. We know which starters to call, when the ballots open and which days the members have the course.',
              marks: [],
            },
          ],
        },
        {
          _key: 'isqx4aud',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'cifrpenf',
              _type: 'span',
              text: 'Tell us your handicaps, who’s in your group and how many rounds you’d like, and we’ll build the trip around you — from a long weekend in the Algarve to three weeks on the links of Scotland.',
              marks: [],
            },
          ],
        },
      ],
      image: {
        _type: 'image',
        _sanityAsset: 'image@file://./images/0844e80dc3dc23153b75ffc879f6f2fb60b798f5-1600x1000.jpg',
        alt: 'Illustration of a Scottish links course by the sea, with a yellow flag on the green, a deep pot bunker, marram grass on the dunes and a red-and-white lighthouse on the headland',
      },
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'How our golf holidays work',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-golf-how-our-golf-holidays-work',
        },
        newTab: false,
      },
    },
    {
      _key: 'pia6qe4b',
      _type: 'richTextSection',
      title: 'From our golfers',
      body: [
        {
          _key: 'kwbg3s7s',
          _type: 'block',
          style: 'blockquote',
          markDefs: [],
          children: [
            {
              _key: 'kir8hll0',
              _type: 'span',
              text: '“Four of us from the club did the Fife trip last September. Every tee time ran like clockwork, and Gordon, our host, had a story for every hole at Carnoustie.” — Steve R., Canberra',
              marks: [],
            },
          ],
        },
        {
          _key: 'au5nnysw',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'gv606j5x',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-golf-about-us',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'c874oien',
              _type: 'span',
              text: 'Read more about ',
              marks: [],
            },
            {
              _key: 'eu0wk2o0',
              _type: 'span',
              text: 'the team behind Fairway',
              marks: ['gv606j5x'],
            },
            {
              _key: 'pw0o8jv7',
              _type: 'span',
              text: '.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
