import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-rail-travelling-by-rail',
  _type: 'page',
  brand: 'rail',
  title: 'Travelling by rail',
  slug: {
    _type: 'slug',
    current: 'travelling-by-rail',
  },
  seo: {
    metaTitle: 'Travelling by rail: what to expect | Silver Line',
    metaDescription:
      'Luggage, seats, meals and accessibility on our rail holidays, plus tips for first-timers on the Ghan, Swiss trains and Japan’s shinkansen.',
  },
  blocks: [
    {
      _key: 'jjvyx485',
      _type: 'richTextSection',
      title: 'Why travel by rail?',
      body: [
        {
          _key: 'yzat6zjy',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'u3uqn1um',
              _type: 'span',
              text: 'Trains run from city centre to city centre, with no airport queues, and the landscape becomes part of the holiday instead of something you fly over. You can stretch your legs, enjoy a meal with a view and arrive without jet lag.',
              marks: [],
            },
          ],
        },
        {
          _key: 'qiv8ux6b',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'hyy9x969',
              _type: 'span',
              text: 'Rail is also far gentler on the planet: a seat on Switzerland’s electric trains produces a fraction of the emissions of the same trip by car or plane.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'b1hju8o5',
      _type: 'imageWithText',
      subtitle: 'Before you board',
      title: 'What to pack and what to expect',
      body: [
        {
          _key: 'gopf204b',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'u7xqucn4',
              _type: 'span',
              text: 'Luggage:',
              marks: ['strong'],
            },
            {
              _key: 'cme6ssdy',
              _type: 'span',
              text: ' on the Ghan and the Rocky Mountaineer you’ll pack a small overnight bag, while your main case travels separately.',
              marks: [],
            },
          ],
        },
        {
          _key: 'injpg2se',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'nx6673aa',
              _type: 'span',
              text: 'Seats:',
              marks: ['strong'],
            },
            {
              _key: 'iyfpdafy',
              _type: 'span',
              text: ' we reserve seats on every train that takes reservations, and tell you which side has the best views.',
              marks: [],
            },
          ],
        },
        {
          _key: 'aiv5jyex',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'pju3ld81',
              _type: 'span',
              text: 'Meals:',
              marks: ['strong'],
            },
            {
              _key: 't1cfc45u',
              _type: 'span',
              text: ' included on the Ghan and the Rocky Mountaineer; on Swiss and Japanese trains we point you to the best dining cars and station ekiben lunch boxes.',
              marks: [],
            },
          ],
        },
        {
          _key: 't4ya7zwi',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'xk1uv3hn',
              _type: 'span',
              text: 'Dress:',
              marks: ['strong'],
            },
            {
              _key: 'zzmvpwjw',
              _type: 'span',
              text: ' smart casual on board, with a warm layer for air-conditioning and mountain stops.',
              marks: [],
            },
          ],
        },
        {
          _key: 'f9clf8k4',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'mbvavkpo',
              _type: 'span',
              text: 'Your travel documents arrive 21 days before departure, with a day-by-day guide, rail tickets and a printed timetable for every leg.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('rail-grand-station-dusk'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Browse the journeys',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-rail-the-journeys',
        },
        newTab: false,
      },
    },
    {
      _key: 'f31gpkus',
      _type: 'richTextSection',
      title: 'Questions we’re often asked',
      body: [
        {
          _key: 'clm6shzy',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'yv0y0913',
              _type: 'span',
              text: 'Are rail holidays suitable if I have limited mobility?',
              marks: [],
            },
          ],
        },
        {
          _key: 'wzlhgt51',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'f1gu4sv4',
              _type: 'span',
              text: 'Often, yes. The Ghan has accessible cabins, and most Swiss and Japanese stations have lifts to every platform. Tell us what you need and we’ll plan around it.',
              marks: [],
            },
          ],
        },
        {
          _key: 'u45tiwz8',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'rfueybdj',
              _type: 'span',
              text: 'What happens if a train runs late?',
              marks: [],
            },
          ],
        },
        {
          _key: 'c14xzpte',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ifu2y8av',
              _type: 'span',
              text: 'We build time into every connection and keep an eye on your trains. If a delay on a service we booked causes a missed connection, we rebook you at no cost.',
              marks: [],
            },
          ],
        },
        {
          _key: 'x8i2ex21',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'bb5tlek9',
              _type: 'span',
              text: 'Can I check the Swiss timetables myself?',
              marks: [],
            },
          ],
        },
        {
          _key: 'c23t0ybn',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'bjhlzutn',
              _type: 'link',
              internalLink: false,
              link: 'https://www.sbb.ch/en',
              newTab: true,
            },
          ],
          children: [
            {
              _key: 'a9bua3vh',
              _type: 'span',
              text: 'Absolutely. The ',
              marks: [],
            },
            {
              _key: 'pdbazmal',
              _type: 'span',
              text: 'SBB timetable',
              marks: ['bjhlzutn'],
            },
            {
              _key: 'zheqhmj1',
              _type: 'span',
              text: ' is excellent, and we’re happy to explain anything you find there.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
