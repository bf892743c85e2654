import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

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
      image: {
        _type: 'image',
        _sanityAsset: 'image@file://./images/65ae22efd5de4d0e7023ae4428a258f930622745-1200x1200.jpg',
        alt: 'Illustration of a grand arched railway station at dusk, with a burgundy train at the platform, glowing lamp posts, a hanging clock and two travellers with a suitcase',
      },
      firstSubImage: {
        _type: 'image',
        _sanityAsset: 'image@file://./images/fece1a0d8194980b67b1ee83e7bc260d5882ac20-1600x1000.jpg',
        alt: 'Illustration of a long silver passenger train led by two red locomotives crossing flat red desert dotted with spinifex and desert oaks, with low purple ranges on the horizon',
      },
      secondSubImage: {
        _type: 'image',
        _sanityAsset: 'image@file://./images/4c72077bb490d76cd11c3981b93239b57431663a-1600x1000.jpg',
        alt: 'Illustration of a red panoramic train crossing a tall stone arched viaduct over a forested gorge, with snow-capped Alpine peaks behind',
      },
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
          image: {
            _type: 'image',
            _sanityAsset: 'image@file://./images/65ae22efd5de4d0e7023ae4428a258f930622745-1200x1200.jpg',
            alt: 'Illustration of a grand arched railway station at dusk, with a burgundy train at the platform, glowing lamp posts, a hanging clock and two travellers with a suitcase',
          },
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
          image: {
            _type: 'image',
            _sanityAsset: 'image@file://./images/4c72077bb490d76cd11c3981b93239b57431663a-1600x1000.jpg',
            alt: 'Illustration of a red panoramic train crossing a tall stone arched viaduct over a forested gorge, with snow-capped Alpine peaks behind',
          },
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
          image: {
            _type: 'image',
            _sanityAsset: 'image@file://./images/fece1a0d8194980b67b1ee83e7bc260d5882ac20-1600x1000.jpg',
            alt: 'Illustration of a long silver passenger train led by two red locomotives crossing flat red desert dotted with spinifex and desert oaks, with low purple ranges on the horizon',
          },
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
          image: {
            _type: 'image',
            _sanityAsset: 'image@file://./images/f61a135c1faab3e7c2f3a61a465766b187bcfd1f-1600x1000.jpg',
            alt: 'Illustration of a white bullet train with a blue stripe on an elevated track, with snow-capped Mt Fuji behind and pink cherry blossom trees in the foreground',
          },
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
          image: {
            _type: 'image',
            _sanityAsset: 'image@file://./images/479325bcbac7446d4e641c8c061c7282d13ec164-1600x1000.jpg',
            alt: 'Illustration of a blue-and-gold train of glass-domed carriages running beside a turquoise river below the jagged, snow-capped Rocky Mountains, with fir forest',
          },
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
          image: {
            _type: 'image',
            _sanityAsset: 'image@file://./images/65ae22efd5de4d0e7023ae4428a258f930622745-1200x1200.jpg',
            alt: 'Illustration of a grand arched railway station at dusk, with a burgundy train at the platform, glowing lamp posts, a hanging clock and two travellers with a suitcase',
          },
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
