import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-rail-home',
  _type: 'page',
  brand: 'rail',
  title: 'Home',
  slug: {
    _type: 'slug',
    current: 'home',
  },
  seo: {
    metaTitle: 'Silver Line Rail Journeys | Rail holidays worldwide',
    metaDescription:
      'Rail holidays on the Ghan, the Rocky Mountaineer, the Glacier Express and Japan’s bullet trains, with hotels, transfers and touring included.',
  },
  blocks: [
    {
      _key: 'hrorail1',
      _type: 'heroSlider',
      label: 'Featured rail journeys',
      quickSearch: true,
      slides: [
        {
          _key: 'slrail01',
          _type: 'heroSlide',
          image: seedImage('rail-alpine-viaduct'),
          subtitle: 'Glacier Express & Bernina Express',
          title: 'The Swiss Alps from a panorama carriage',
          buttons: [
            {
              _key: 'btrail01',
              _type: 'buttonAction',
              label: 'See the journeys',
              internalLink: true,
              reference: { _type: 'reference', _ref: 'page-rail-the-journeys' },
            },
            {
              _key: 'btrail02',
              _type: 'buttonAction',
              label: 'Ask our rail experts',
              internalLink: true,
              reference: { _type: 'reference', _ref: 'page-rail-contact-us' },
            },
          ],
        },
        {
          _key: 'slrail02',
          _type: 'heroSlide',
          image: seedImage('rail-ghan-desert'),
          subtitle: 'The Ghan',
          title: 'Adelaide to Darwin through the red centre',
          buttons: [
            {
              _key: 'btrail03',
              _type: 'buttonAction',
              label: 'Explore the Ghan',
              internalLink: true,
              reference: { _type: 'reference', _ref: 'page-rail-the-journeys' },
            },
            {
              _key: 'btrail04',
              _type: 'buttonAction',
              label: 'Cabins and classes',
              internalLink: true,
              reference: { _type: 'reference', _ref: 'page-rail-cabins-and-classes' },
            },
          ],
        },
        {
          _key: 'slrail03',
          _type: 'heroSlide',
          image: seedImage('rail-bullet-train-fuji'),
          subtitle: 'Japan by rail',
          title: 'Bullet trains, cherry blossom and Mt Fuji',
          buttons: [
            {
              _key: 'btrail05',
              _type: 'buttonAction',
              label: 'Plan your Japan journey',
              internalLink: true,
              reference: { _type: 'reference', _ref: 'page-rail-rail-journey-enquiry' },
            },
          ],
        },
      ],
    },
    {
      _key: 'qbap1i8u',
      _type: 'imageWithText',
      subtitle: 'Rail holidays since 2002',
      title: 'Slow down and let the world roll past your window',
      body: [
        {
          _key: 'xifnoc41',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'xq7kpuq6',
              _type: 'span',
              text: 'There’s no better seat for the Swiss Alps, the red heart of Australia or the Canadian Rockies than the one beside a big train window. Our rail holidays combine the world’s great train journeys with hand-picked hotels, private transfers and time to explore at either end.',
              marks: [],
            },
          ],
        },
        {
          _key: 'vcx1223d',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'vlwxgask',
              _type: 'span',
              text: 'Every journey is booked in the best class available',
              marks: ['strong'],
            },
            {
              _key: 'qrnarmrw',
              _type: 'span',
              text: ', with your luggage handled between trains, so you travel light and arrive relaxed.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('rail-rockies-dome-train'),
      imagePosition: 'right',
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
      _key: 'q435fmrd',
      _type: 'featuredTrips',
      title: 'Four journeys to start with',
      intro:
        'Each journey is priced per person twin share and includes rail travel, hotels, transfers and selected touring.',
      trips: [
        { _key: 'ftchgla1', _type: 'productReference', type: 'rail', code: 'RL-CH-10' },
        { _key: 'ftaugha1', _type: 'productReference', type: 'rail', code: 'RL-AU-8' },
        { _key: 'ftcaroc1', _type: 'productReference', type: 'rail', code: 'RL-CA-8' },
        { _key: 'ftjpshi1', _type: 'productReference', type: 'rail', code: 'RL-JP-14' },
      ],
    },
    {
      _key: 'ic0r4i1l',
      _type: 'iconStrip',
      title: 'Booked, ticketed, on board',
      items: [
        {
          _key: 'ic1r0pri',
          _type: 'iconStripItem',
          icon: 'bestPrice',
          title: 'Fares without surprises',
          text: 'Seat reservations and booking fees included.',
        },
        {
          _key: 'ic1r0mob',
          _type: 'iconStripItem',
          icon: 'mobile',
          title: 'E-tickets',
          text: 'Every train of your journey in one app.',
        },
        {
          _key: 'ic1r0loc',
          _type: 'iconStripItem',
          icon: 'localExperts',
          title: 'Rail specialists',
          text: 'People who have ridden the routes they sell.',
        },
        {
          _key: 'ic1r0sup',
          _type: 'iconStripItem',
          icon: 'support',
          title: 'Help on every journey',
          text: 'A missed connection? Call us, day or night.',
        },
      ],
    },
    {
      _key: 'qxtehd4m',
      _type: 'imageWithText',
      subtitle: 'The Ghan',
      title: '2,979 kilometres through the red centre',
      body: [
        {
          _key: 'omwq5fa8',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 't0b55r5t',
              _type: 'span',
              text: 'Few train journeys feel as vast as the Ghan. Between Darwin and Adelaide you cross tropical savannah, the MacDonnell Ranges and the gibber plains of South Australia, with the sunrise served alongside breakfast.',
              marks: [],
            },
          ],
        },
        {
          _key: 'k13tbqii',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'tqwgq1yn',
              _type: 'span',
              text: 'We pair the train with hotel nights in Darwin and Adelaide, transfers at both ends and an optional extension to Uluru.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('rail-dining-car-outback'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Compare cabins and classes',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-rail-cabins-and-classes',
        },
        newTab: false,
      },
    },
    {
      _key: 'ltpx4b6y',
      _type: 'richTextSection',
      title: 'Travellers’ tales',
      body: [
        {
          _key: 'we3ro2oi',
          _type: 'block',
          style: 'blockquote',
          markDefs: [],
          children: [
            {
              _key: 'lc5uyad3',
              _type: 'span',
              text: '“We’d talked about the Glacier Express for 30 years. Silver Line made it effortless: our bags simply appeared at each hotel, and our seats were on exactly the right side of the train.” — Margaret and Don, Ballarat',
              marks: [],
            },
          ],
        },
        {
          _key: 'jyrzo7k1',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'p9gkpr0r',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-rail-travelling-by-rail',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'plvmhh49',
              _type: 'span',
              text: 'New to rail holidays? Start with our guide to ',
              marks: [],
            },
            {
              _key: 'h6lln2j8',
              _type: 'span',
              text: 'travelling by rail',
              marks: ['p9gkpr0r'],
            },
            {
              _key: 'iu49q8no',
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
