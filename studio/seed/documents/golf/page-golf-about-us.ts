import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-golf-about-us',
  _type: 'page',
  brand: 'golf',
  title: 'About us',
  slug: {
    _type: 'slug',
    current: 'about-us',
  },
  seo: {
    metaTitle: 'About Fairway Golf Journeys | Since 2011',
    metaDescription:
      'Founded in Noosa in 2011 by PGA professional Grant McAlister, Fairway Golf Journeys plans golf holidays for golfers of every handicap.',
  },
  blocks: [
    {
      _key: 'gwr2kb2j',
      _type: 'imageWithText',
      subtitle: 'Our story',
      title: 'Golfers planning golf holidays for golfers',
      body: [
        {
          _key: 'm1x4kerb',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'a72nibom',
              _type: 'span',
              text: 'Fairway Golf Journeys was founded in Noosa in 2011 by Grant McAlister, a PGA professional who spent 20 years as a club pro before leading golf groups around Scotland. He was tired of watching golfers arrive at dream courses on tour-bus timetables, rushed and jet-lagged.',
              marks: [],
            },
          ],
        },
        {
          _key: 'jqevgybk',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'rg6f3r73',
              _type: 'span',
              text: 'Today our team of 14 includes three PGA professionals and two former club captains. Between us we’ve played every course we sell, many of them more often than we’d admit to our partners.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-group-first-tee'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Explore the courses',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-golf-the-courses',
        },
        newTab: false,
      },
    },
    {
      _key: 'g2d4ml6l',
      _type: 'richTextSection',
      title: 'What makes our golf holidays different',
      body: [
        {
          _key: 's39vik4h',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'zo8t4flr',
              _type: 'span',
              text: 'We only sell four destinations, and we know each of them down to the pin positions. Here’s what that means for you:',
              marks: [],
            },
          ],
        },
        {
          _key: 'ihpn7i7x',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'txn9tcid',
              _type: 'span',
              text: 'Confirmed tee times',
              marks: ['strong'],
            },
            {
              _key: 'u878iv6i',
              _type: 'span',
              text: ' at sensible hours, locked in before you pay your balance',
              marks: [],
            },
          ],
        },
        {
          _key: 'riussgsx',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'kgadbxk5',
              _type: 'span',
              text: 'Every handicap welcome',
              marks: ['strong'],
            },
            {
              _key: 'ytq49d1x',
              _type: 'span',
              text: ', from scratch players to weekend hackers',
              marks: [],
            },
          ],
        },
        {
          _key: 'oghh1jhz',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'wvcb6v97',
              _type: 'span',
              text: 'Golf-friendly logistics:',
              marks: ['strong'],
            },
            {
              _key: 'x3qvf5ef',
              _type: 'span',
              text: ' vehicles sized for clubs, early breakfasts and late check-outs',
              marks: [],
            },
          ],
        },
        {
          _key: 'ad0dvmux',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'oiadjcdh',
              _type: 'span',
              text: 'A local host',
              marks: ['strong'],
            },
            {
              _key: 'dsfajwkc',
              _type: 'span',
              text: ' in every destination, often a member at one of the clubs you’ll play',
              marks: [],
            },
          ],
        },
        {
          _key: 'nfuu5ho5',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'ikf81gik',
              _type: 'span',
              text: 'A Noosa-based team',
              marks: ['strong'],
            },
            {
              _key: 'ycxltwc6',
              _type: 'span',
              text: ' on call 24 hours a day while you’re away',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'blqky6v0',
      _type: 'richTextSection',
      title: 'Get in touch',
      body: [
        {
          _key: 'ef59ea57',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            { _key: 'b8691170', _type: 'span', text: 'Talk golf with us on ', marks: [] },
            { _key: '0edd44bb', _type: 'siteFact', fact: 'phone' },
            { _key: '83fe86fa', _type: 'span', text: ' (', marks: [] },
            { _key: '7331fcd9', _type: 'siteFact', fact: 'openingHours' },
            { _key: 'ad04c1bf', _type: 'span', text: '), or email ', marks: [] },
            { _key: 'aa27744c', _type: 'siteFact', fact: 'email' },
            { _key: '5dd84286', _type: 'span', text: '.', marks: [] },
          ],
        },
        {
          _key: 'e07fba7f',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            { _key: '221395fa', _type: 'span', text: 'Our office is at ', marks: [] },
            { _key: 'fe0bbd55', _type: 'siteFact', fact: 'address' },
            {
              _key: '2dcfa607',
              _type: 'span',
              text: '. If you’re passing, drop in and we’ll talk you through the Old Course over a coffee.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
