import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-rail-about-us',
  _type: 'page',
  brand: 'rail',
  title: 'About us',
  slug: {
    _type: 'slug',
    current: 'about-us',
  },
  seo: {
    metaTitle: 'About Silver Line Rail Journeys | Since 2002',
    metaDescription:
      'Adelaide-based rail holiday specialists since 2002. Meet the team who plan journeys on the Ghan, Rocky Mountaineer, Glacier Express and more.',
  },
  blocks: [
    {
      _key: 'ehtv54jh',
      _type: 'imageWithText',
      subtitle: 'About us',
      title: 'Rail people, through and through',
      body: [
        {
          _key: 'krxn285e',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'eamj7apg',
              _type: 'span',
              text: 'Silver Line Rail Journeys was founded in Adelaide in 2002 by David Pearce, a former conductor on the Indian Pacific who spent his days off riding trains across Europe. His first customers were passengers he’d met on board, asking him to plan their next trip.',
              marks: [],
            },
          ],
        },
        {
          _key: 'hih6fbf9',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'hgvkehm9',
              _type: 'span',
              text: 'More than two decades later, our team of 22 has ridden every route we sell, from the spiral viaduct at Brusio on the Bernina line to the overnight sleeper between Tokyo and Izumo.',
              marks: [],
            },
          ],
        },
        {
          _key: 'zzzxizar',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ruqyn5dv',
              _type: 'span',
              text: 'We’re still independent, still Australian-owned and still a little obsessed with timetables.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('rail-grand-station-dusk'),
      imagePosition: 'right',
      button: {
        _type: 'buttonAction',
        label: 'Read about travelling by rail',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-rail-travelling-by-rail',
        },
        newTab: false,
      },
    },
    {
      _key: 'mdrj39yx',
      _type: 'richTextSection',
      title: 'How we look after you',
      body: [
        {
          _key: 'cxxlxfya',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'h9497rwj',
              _type: 'span',
              text: 'A rail holiday is only as smooth as its connections, so we sweat the details you’d rather not think about:',
              marks: [],
            },
          ],
        },
        {
          _key: 'x89kn8z0',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'ukgitjbx',
              _type: 'span',
              text: 'The right seat:',
              marks: ['strong'],
            },
            {
              _key: 'cqt6swbz',
              _type: 'span',
              text: ' we request window seats on the scenic side and tell you which side that is for each route',
              marks: [],
            },
          ],
        },
        {
          _key: 'dhvmpclm',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'jvzqc6he',
              _type: 'span',
              text: 'Luggage handled:',
              marks: ['strong'],
            },
            {
              _key: 'jwzgl8ho',
              _type: 'span',
              text: ' bags are forwarded between hotels in Switzerland and Japan, so you travel with just a day pack',
              marks: [],
            },
          ],
        },
        {
          _key: 'ahwzz9pu',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'ht2o95j0',
              _type: 'span',
              text: 'Connections covered:',
              marks: ['strong'],
            },
            {
              _key: 'x99fac59',
              _type: 'span',
              text: ' generous buffers between trains, and free rebooking if a delay makes you miss a connection we booked',
              marks: [],
            },
          ],
        },
        {
          _key: 'rgs09mfq',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'ylcawn97',
              _type: 'span',
              text: 'Hotels near the station:',
              marks: ['strong'],
            },
            {
              _key: 'vw3g4ed9',
              _type: 'span',
              text: ' usually no more than a ten-minute walk',
              marks: [],
            },
          ],
        },
        {
          _key: 'vndju0p9',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'jnc7rn1l',
              _type: 'span',
              text: '24-hour support:',
              marks: ['strong'],
            },
            {
              _key: 'zijyq9po',
              _type: 'span',
              text: ' our Adelaide duty team is a phone call away, whatever the time zone',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'dvwojtax',
      _type: 'richTextSection',
      title: 'Visit or call us',
      body: [
        {
          _key: '9751eaf5',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            { _key: 'cd62a7a7', _type: 'span', text: 'Find us at ', marks: [] },
            { _key: '5634337d', _type: 'siteFact', fact: 'address' },
            { _key: 'baa5756a', _type: 'span', text: '. Call ', marks: [] },
            { _key: '6c92a173', _type: 'siteFact', fact: 'phone' },
            { _key: '44b41988', _type: 'span', text: ' (', marks: [] },
            { _key: 'dd029a69', _type: 'siteFact', fact: 'openingHours' },
            { _key: 'c1c9c9cd', _type: 'span', text: '), or email ', marks: [] },
            { _key: 'a2bda3c2', _type: 'siteFact', fact: 'email' },
            { _key: '326cb45f', _type: 'span', text: '.', marks: [] },
          ],
        },
        {
          _key: 'n6et8zi3',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'gtg8pk58',
              _type: 'span',
              text: 'Our office is a ten-minute taxi ride from the Adelaide Parklands Terminal, where the Ghan and the Indian Pacific depart, so it’s an easy stop before or after your journey.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
