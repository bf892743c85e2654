import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-golf-how-our-golf-holidays-work',
  _type: 'page',
  brand: 'golf',
  title: 'How our golf holidays work',
  slug: {
    _type: 'slug',
    current: 'how-our-golf-holidays-work',
  },
  seo: {
    metaTitle: 'How our golf holidays work | Fairway Golf Journeys',
    metaDescription:
      'From first call to final putt: how we plan your golf holiday, secure tee times, move your clubs and look after you on the course.',
  },
  blocks: [
    {
      _key: 'whi8nvaf',
      _type: 'imageWithText',
      subtitle: 'How it works',
      title: 'From first call to final putt',
      body: [
        {
          _key: 'nlf8izug',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'k2lxd6n0',
              _type: 'span',
              text: 'Planning a golf trip abroad means juggling tee times, ballots, handicap certificates, club transport and a group of mates who all want something slightly different. That’s our job.',
              marks: [],
            },
          ],
        },
        {
          _key: 's3hfeu13',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'b0wmb54o',
              _type: 'span',
              text: 'Every Fairway golf holiday is tailored to your group, whether you’re a couple after three relaxed rounds in Portugal or a four-ball chasing ten of Scotland’s best links in twelve days.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-tailor-made-planning'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Browse the courses',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-golf-the-courses',
        },
        newTab: false,
      },
    },
    {
      _key: 'swoafll3',
      _type: 'richTextSection',
      title: 'Step by step',
      body: [
        {
          _key: 'mokgx0sj',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'jkqbllia',
              _type: 'span',
              text: '1. Talk to a golfer',
              marks: [],
            },
          ],
        },
        {
          _key: 'vmonze7j',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'yll4bnx1',
              _type: 'span',
              text: 'Your first conversation is with one of our PGA professionals or golf specialists. We’ll ask about handicaps, must-play courses, walking or buggy, and how many rest days you’d like.',
              marks: [],
            },
          ],
        },
        {
          _key: 'hfgc4rea',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'vzhduq33',
              _type: 'span',
              text: '2. Receive your proposal',
              marks: [],
            },
          ],
        },
        {
          _key: 'r3ffvzbn',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'p2cqqpt2',
              _type: 'span',
              text: 'Within three working days you’ll have an itinerary with courses, tee times and accommodation, and a fixed price per golfer and per non-golfer.',
              marks: [],
            },
          ],
        },
        {
          _key: 'qsfwu300',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'txywxdcp',
              _type: 'span',
              text: '3. We lock in the tee times',
              marks: [],
            },
          ],
        },
        {
          _key: 'usi2sl41',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'g993fgwm',
              _type: 'span',
              text: 'Once we receive a deposit of $1,000 per person, we request and confirm your tee times. For the Old Course, we explain how the ballot works and line up strong alternatives.',
              marks: [],
            },
          ],
        },
        {
          _key: 'mkh0n1ay',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'hkn6w3s1',
              _type: 'span',
              text: '4. Play, relax, repeat',
              marks: [],
            },
          ],
        },
        {
          _key: 'prjplf8x',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'd4id7v6i',
              _type: 'span',
              text: 'Your host meets you on arrival. Yardage books, scorecards and a bag tag for every course are waiting in your room.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'rt0by4zt',
      _type: 'richTextSection',
      title: 'Good to know',
      body: [
        {
          _key: 'fo5gv6wg',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'ekbth5n8',
              _type: 'span',
              text: 'Handicaps:',
              marks: ['strong'],
            },
            {
              _key: 'zzalg89w',
              _type: 'span',
              text: ' some championship courses set a maximum handicap, commonly 24 for men and 36 for women. Bring proof of your Golf Australia or Golf NZ handicap.',
              marks: [],
            },
          ],
        },
        {
          _key: 'itoumgp5',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'km3k9rw9',
              _type: 'span',
              text: 'Clubs:',
              marks: ['strong'],
            },
            {
              _key: 'eo88ishe',
              _type: 'span',
              text: ' most airlines carry a set of clubs within your checked allowance or for a set fee, and we’ll confirm before you fly. Premium rental sets are available at every course.',
              marks: [],
            },
          ],
        },
        {
          _key: 'bscf3rgb',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'bm36tb0e',
              _type: 'span',
              text: 'Caddies:',
              marks: ['strong'],
            },
            {
              _key: 'vwjt8g0g',
              _type: 'span',
              text: ' included in Vietnam, recommended at St Andrews and Carnoustie, and available on request elsewhere.',
              marks: [],
            },
          ],
        },
        {
          _key: 'tvrg7ffo',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'c02wwxja',
              _type: 'span',
              text: 'Insurance:',
              marks: ['strong'],
            },
            {
              _key: 'gxeo9k3a',
              _type: 'span',
              text: ' check that your travel insurance covers golf equipment and prepaid green fees.',
              marks: [],
            },
          ],
        },
        {
          _key: 'd67lco3m',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'bptz1qh5',
              _type: 'link',
              internalLink: false,
              link: 'https://www.randa.org/',
              newTab: true,
            },
            {
              _key: 'z3heese1',
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
              _key: 'axi57smy',
              _type: 'span',
              text: 'Brush up on the rules before you go on ',
              marks: [],
            },
            {
              _key: 'cmgkyxul',
              _type: 'span',
              text: 'The R&A’s website',
              marks: ['bptz1qh5'],
            },
            {
              _key: 'gyvlrm1t',
              _type: 'span',
              text: ', or ask ',
              marks: [],
            },
            {
              _key: 'lb9a5mnx',
              _type: 'span',
              text: 'our team',
              marks: ['z3heese1'],
            },
            {
              _key: 'ejqpf2tz',
              _type: 'span',
              text: ' for a local’s guide to each course.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
