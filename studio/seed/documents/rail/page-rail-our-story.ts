import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-rail-our-story',
  _type: 'page',
  brand: 'rail',
  title: 'Our story',
  slug: {
    _type: 'slug',
    current: 'our-story',
  },
  seo: {
    metaTitle: 'Our story | Silver Line Rail Journeys since 2002',
    metaDescription:
      'From one desk in Adelaide in 2002 to rail journeys on five continents: the story of Silver Line Rail Journeys, year by year.',
  },
  blocks: [
    {
      _key: 'qumpmhs4',
      _type: 'richTextSection',
      title: 'Our story',
      body: [
        {
          _key: '9pj96arb',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '5lm6ylvu',
              _type: 'span',
              text: 'From a single desk in Adelaide to rail journeys on five continents: how a former Indian Pacific conductor turned his passengers’ questions into a travel company, and the milestones along the line.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: '58loyfru',
      _type: 'aboutCompany',
      subtitle: 'Who we are',
      title: 'Two decades of journeys by rail',
      text: [
        {
          _key: 'r635lcs8',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '3tdlxfwj',
              _type: 'span',
              text: 'Silver Line began in 2002 with one desk in Adelaide and one conviction: that the journey is the best part of the holiday. David Pearce had spent eleven years as a conductor on the Indian Pacific, and the passengers he met on board kept asking him the same thing. Could he plan their next trip, the whole of it, from the first train to the last hotel?',
              marks: [],
            },
          ],
        },
        {
          _key: 'igde74h3',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'skxb1xej',
              _type: 'span',
              text: 'He could, and he did. Word spread from one dining car to the next, and within three years Silver Line was booking cabins on the Ghan, seats on the Glacier Express and sleepers across Europe for travellers from all over Australia.',
              marks: [],
            },
          ],
        },
        {
          _key: '3wxcars5',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'feppybub',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-rail-about-us',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'b9hl4hrb',
              _type: 'span',
              text: 'Today our team of 22 has ridden every route we sell. We still plan every journey by hand, we still answer the phone in Adelaide, and we still believe that a window seat on the scenic side is worth asking for. Read more about how we work on our ',
              marks: [],
            },
            {
              _key: '8jg7r25j',
              _type: 'span',
              text: 'About us',
              marks: ['feppybub'],
            },
            {
              _key: 'qvo6z79o',
              _type: 'span',
              text: ' page.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('rail-grand-station-dusk'),
      firstSubImage: seedImage('rail-dining-car-outback'),
      secondSubImage: seedImage('rail-sleeper-cabin-night'),
      subDescriptions: [
        {
          _key: 'j06mnq3j',
          _type: 'aboutSubDescription',
          description:
            'Every journey we sell, from the Ghan to the Glacier Express, has been ridden end to end by someone on our team.',
          link: {
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
          _key: 'f5vieq6j',
          _type: 'aboutSubDescription',
          description:
            'Questions about tickets, luggage or life on board? Our travel FAQs answer the ones we hear most.',
          link: {
            _type: 'buttonAction',
            label: 'Read the FAQs',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-rail-faq',
            },
            newTab: false,
          },
        },
        {
          _key: 'nuauh1ca',
          _type: 'aboutSubDescription',
          description:
            'We are accredited members of the Australian Travel Industry Association, so your booking is protected.',
          link: {
            _type: 'buttonAction',
            label: 'About ATIA accreditation',
            internalLink: false,
            link: 'https://www.atia.com.au/',
            newTab: true,
          },
        },
      ],
    },
    {
      _key: 'ctduncrk',
      _type: 'journeyTimeline',
      title: 'Our journey so far',
      panels: [
        {
          _key: '97mv0ygb',
          _type: 'timelinePanel',
          time: '2002',
          title: 'One desk in Adelaide',
          description:
            'David Pearce leaves the Indian Pacific after eleven years as a conductor and opens Silver Line Rail Journeys above a café on King William Street.',
          content: [
            {
              _key: '6dm6vdgb',
              _type: 'block',
              style: 'normal',
              markDefs: [],
              children: [
                {
                  _key: 'wxrdamkv',
                  _type: 'span',
                  text: 'His first customers are passengers he met on board. By the end of the year he has booked 140 journeys, all of them across Australia.',
                  marks: [],
                },
              ],
            },
          ],
          image: seedImage('rail-adelaide-office-desk'),
        },
        {
          _key: 'sj4b8es3',
          _type: 'timelinePanel',
          time: '2006',
          title: 'Across the Alps',
          description:
            'Our first European departures: the Glacier Express from Zermatt to St. Moritz, and the Bernina Express over the Brusio spiral viaduct.',
          content: [
            {
              _key: 'ejg7rpax',
              _type: 'block',
              style: 'normal',
              markDefs: [],
              children: [
                {
                  _key: 'u7wfgfjb',
                  _type: 'span',
                  text: 'Switzerland becomes our most requested destination, and we start forwarding travellers’ luggage between hotels so they can ride with just a day pack.',
                  marks: [],
                },
              ],
            },
          ],
          image: seedImage('rail-alpine-viaduct'),
        },
        {
          _key: 'ybdtddpo',
          _type: 'timelinePanel',
          time: '2011',
          title: 'The Ghan, end to end',
          description:
            'Silver Line becomes a preferred agent for the Ghan, from Adelaide through Alice Springs to Darwin.',
          content: [
            {
              _key: '13uuuiho',
              _type: 'block',
              style: 'normal',
              markDefs: [],
              children: [
                {
                  _key: 'vumrp3av',
                  _type: 'span',
                  text: 'We begin hosting small groups on the dry-season departures, with a Silver Line guide on board from the first night to the last.',
                  marks: [],
                },
              ],
            },
          ],
          image: seedImage('rail-ghan-desert'),
        },
        {
          _key: 'u6gjvkjh',
          _type: 'timelinePanel',
          time: '2015',
          title: 'Shinkansen and sleepers',
          description:
            'We open our Japan programme: bullet trains past Mt Fuji, and the Sunrise Izumo, the last overnight sleeper from Tokyo.',
          content: [
            {
              _key: 'yo2in3ik',
              _type: 'block',
              style: 'normal',
              markDefs: [],
              children: [
                {
                  _key: 'm8mpiib6',
                  _type: 'span',
                  text: 'A team member spends three months riding every line we sell, and writes the seat guides our travellers still use.',
                  marks: [],
                },
              ],
            },
          ],
          image: seedImage('rail-bullet-train-fuji'),
        },
        {
          _key: '07x2otgx',
          _type: 'timelinePanel',
          time: '2019',
          title: 'Into the Rockies',
          description:
            'The Rocky Mountaineer joins our journeys, with GoldLeaf seats from Vancouver to Banff and Jasper.',
          content: [
            {
              _key: 'zi8ildef',
              _type: 'block',
              style: 'normal',
              markDefs: [],
              children: [
                {
                  _key: '4radkn1l',
                  _type: 'span',
                  text: 'Canada becomes our fastest-growing destination, and our team grows to 22.',
                  marks: [],
                },
              ],
            },
          ],
          image: seedImage('rail-rockies-dome-train'),
        },
        {
          _key: 'przcwbto',
          _type: 'timelinePanel',
          time: '2024',
          title: 'Slower, and further',
          description:
            'We carbon-offset every rail kilometre we sell and add the Indian Pacific’s winter departures and Scotland’s Highland lines.',
          content: [
            {
              _key: 'mevdguun',
              _type: 'block',
              style: 'normal',
              markDefs: [],
              children: [
                {
                  _key: '6oxbz2jv',
                  _type: 'span',
                  text: 'More than 40,000 travellers have now journeyed with us, and nearly half come back for another trip.',
                  marks: [],
                },
              ],
            },
          ],
          image: seedImage('rail-highland-viaduct'),
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
