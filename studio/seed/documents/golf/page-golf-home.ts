import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { decorativeSeedImage, seedImage } from '../../pictures'

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
      image: seedImage('golf-spain-valderrama-cork'),
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
      _type: 'featuredTrips',
      title: 'Four destinations we know by heart',
      intro:
        'From the Old Course ballot in Fife to the clifftop greens of the Algarve: each trip is priced per person twin share, excluding international flights.',
      trips: [
        { _key: 'ftscofi1', _type: 'productReference', type: 'golf-package', code: 'GF-SCO-FIFE' },
        { _key: 'ftptalg1', _type: 'productReference', type: 'golf-package', code: 'GF-PT-ALG' },
        { _key: 'ftnzgra1', _type: 'productReference', type: 'golf-package', code: 'GF-NZ-GRAND' },
        { _key: 'ftvncc01', _type: 'productReference', type: 'golf-package', code: 'GF-VN-CC' },
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
      image: seedImage('golf-clubhouse-terrace'),
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
              text: '“Four of us from the club did the Kingdom of Fife trip last September. Every tee time ran like clockwork, and Gordon, our host, had a story for every hole at Carnoustie.” — Steve R., Canberra',
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
    {
      _key: 'of4g8wnc',
      _type: 'offerLinks',
      title: 'Golf offers and planning',
      sections: [
        {
          _key: 'of4s1off',
          _type: 'offerSection',
          title: 'Current golf offers',
          offers: [
            { _key: 'of4o1fif', _type: 'reference', _ref: 'offer-golf-scotland-kingdom-of-fife' },
            { _key: 'of4o2alg', _type: 'reference', _ref: 'offer-golf-portugal-fifth-round-free' },
            { _key: 'of4o3ngp', _type: 'reference', _ref: 'offer-golf-non-golfing-partners' },
          ],
          links: [
            {
              _key: 'of4l0all',
              _type: 'buttonAction',
              label: 'All current offers',
              internalLink: false,
              link: '/offers',
              newTab: false,
            },
          ],
        },
        {
          _key: 'of4s2pln',
          _type: 'offerSection',
          title: 'Plan your golf holiday',
          links: [
            {
              _key: 'of4l4wiz',
              _type: 'buttonAction',
              label: 'Build your golf holiday online',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-golf-tailor-made',
              },
              newTab: false,
            },
            {
              _key: 'of4l5day',
              _type: 'buttonAction',
              label: 'Organise a club golf day',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-golf-golf-day-enquiry',
              },
              newTab: false,
            },
            {
              _key: 'of4l6web',
              _type: 'buttonAction',
              label: 'Join a golf travel webinar',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-golf-webinar',
              },
              newTab: false,
            },
          ],
        },
        {
          _key: 'of4s3bfr',
          _type: 'offerSection',
          title: 'Before you go',
          links: [
            {
              _key: 'of4l7how',
              _type: 'buttonAction',
              label: 'How our golf holidays work',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-golf-how-our-golf-holidays-work',
              },
              newTab: false,
            },
            {
              _key: 'of4l8hcp',
              _type: 'buttonAction',
              label: 'Your handicap with Golf Australia',
              internalLink: false,
              link: 'https://www.golf.org.au/',
              newTab: true,
            },
            {
              _key: 'of4l9ins',
              _type: 'buttonAction',
              label: 'Travel insurance',
              internalLink: false,
              siteLink: 'travelInsurance',
              newTab: true,
            },
          ],
        },
      ],
    },
    {
      _key: 'ov8k2rmf',
      _type: 'overview',
      title: 'Golf holidays without the paperwork',
      text: [
        {
          _key: 'ov8t1p01',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ov8t1s01',
              _type: 'span',
              text: 'For 15 years we have booked golfers onto the courses they dream about, from ballot days at St Andrews to twilight rounds on Vietnam’s central coast. You choose where and how much golf; we arrange everything around it.',
              marks: [],
            },
          ],
        },
      ],
      moreText: [
        {
          _key: 'ov8m1p01',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ov8m1s01',
              _type: 'span',
              text: 'Each package comes with confirmed tee times, accommodation within easy reach of the first tee, private transfers with room for your clubs and a local host who has played every course on your itinerary.',
              marks: [],
            },
          ],
        },
        {
          _key: 'ov8m2p01',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ov8m2s01',
              _type: 'span',
              text: 'Travelling with a partner who doesn’t play? We plan their days too, with spa time, wine tastings and coastal walks, and they travel at a reduced rate.',
              marks: [],
            },
          ],
        },
      ],
      tiles: [
        {
          _key: 'ov8x1crs',
          _type: 'overviewTile',
          label: 'The courses',
          image: decorativeSeedImage('golf-old-town-links'),
          internalLink: true,
          reference: {
            _type: 'reference',
            _ref: 'page-golf-the-courses',
          },
          newTab: false,
        },
        {
          _key: 'ov8x2how',
          _type: 'overviewTile',
          label: 'How it works',
          image: decorativeSeedImage('golf-ireland-old-head'),
          internalLink: true,
          reference: {
            _type: 'reference',
            _ref: 'page-golf-how-our-golf-holidays-work',
          },
          newTab: false,
        },
        {
          _key: 'ov8x3ngp',
          _type: 'overviewTile',
          label: 'Non-golfing partners',
          image: decorativeSeedImage('golf-northern-ireland-dunluce'),
          internalLink: true,
          reference: {
            _type: 'reference',
            _ref: 'page-golf-non-golfing-partners',
          },
          newTab: false,
        },
        {
          _key: 'ov8x4abt',
          _type: 'overviewTile',
          label: 'About us',
          image: decorativeSeedImage('golf-wales-links-mountains'),
          internalLink: true,
          reference: {
            _type: 'reference',
            _ref: 'page-golf-about-us',
          },
          newTab: false,
        },
      ],
    },
    {
      _key: 'sy9d4npe',
      _type: 'synergy',
      title: 'Golf, and the rest of the trip',
      intro:
        'Fairway Golf Journeys is one of four sister brands. Add a tour, a cruise or a rail journey before or after your rounds, and one consultant books it all on one itinerary.',
      items: [
        {
          _key: 'sy9i1glf',
          _type: 'synergyItem',
          image: seedImage('golf-algarve-clifftop'),
          title: 'Fairway Golf Journeys',
          text: 'Tee times, transfers and stays on the world’s great courses.',
          link: {
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
          _key: 'sy9i2tou',
          _type: 'synergyItem',
          image: seedImage('tours-local-leader-group'),
          title: 'Wayfarer Tours',
          text: 'A small-group tour after your golf, led by someone who lives there.',
          link: {
            _type: 'buttonAction',
            label: 'Visit Wayfarer Tours',
            internalLink: false,
            link: 'https://www.wayfarertours.com.au/',
            newTab: true,
          },
        },
        {
          _key: 'sy9i3cru',
          _type: 'synergyItem',
          image: seedImage('cruises-santorini-ship'),
          title: 'Tidewater Cruises',
          text: 'Cruises calling at golfing ports, with tee times booked ashore.',
          link: {
            _type: 'buttonAction',
            label: 'Visit Tidewater Cruises',
            internalLink: false,
            link: 'https://www.tidewatercruises.com.au/',
            newTab: true,
          },
        },
        {
          _key: 'sy9i4rai',
          _type: 'synergyItem',
          image: seedImage('rail-grand-station-dusk'),
          title: 'Silver Line Rail Journeys',
          text: 'A great rail journey to or from the links, with your clubs sent ahead.',
          link: {
            _type: 'buttonAction',
            label: 'Visit Silver Line Rail Journeys',
            internalLink: false,
            link: 'https://www.silverlinerail.com.au/',
            newTab: true,
          },
        },
      ],
    },
    {
      _key: 'cn6b3jwd',
      _type: 'counter',
      topTitle: 'Why choose us',
      numberCount: 8750,
      suffix: '+',
      bottomTitle: 'GOLFERS TEE OFF WITH US EACH YEAR',
    },
    {
      _key: '7a1s570p',
      _type: 'newsCarousel',
      title: 'News from the fairway',
    },
    {
      _key: 'fsmwiv0v',
      _type: 'solutionsCarousel',
      title: 'What we arrange for golfers',
      intro:
        'From a weekend for four to a club’s annual tour, everything between the first tee and the 19th hole.',
      items: [
        {
          _key: '2gr1o05x',
          _type: 'solution',
          title: 'Golf holidays abroad',
          text: 'Confirmed tee times on the great courses of Scotland, Portugal, New Zealand and Vietnam, with transfers and four- and five-star stays.',
          image: seedImage('golf-new-zealand-lupins'),
          link: {
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
          _key: 'db42v9w1',
          _type: 'solution',
          title: 'Golf days for groups and clubs',
          text: 'A society day or a club tour for up to 40 players: courses, prizes, dinner and coaches, arranged by one planner.',
          image: seedImage('golf-group-first-tee'),
          link: {
            _type: 'buttonAction',
            label: 'Enquire about a golf day',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-golf-golf-day-enquiry',
            },
            newTab: false,
          },
        },
        {
          _key: '0rys8kqi',
          _type: 'solution',
          title: 'Days for non-golfing partners',
          text: 'Spa mornings, cooking classes and coastal walks for whoever would rather not play 36 holes.',
          image: seedImage('golf-coastal-walk'),
          link: {
            _type: 'buttonAction',
            label: 'Ideas for non-golfers',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-golf-non-golfing-partners',
            },
            newTab: false,
          },
        },
        {
          _key: 'k1j61gla',
          _type: 'solution',
          title: 'Tailor-made golf trips',
          text: 'Your courses, your dates and your pace: tell us how you like to play and we plan the rest.',
          image: seedImage('golf-tailor-made-planning'),
          link: {
            _type: 'buttonAction',
            label: 'Plan a golf trip',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-golf-tailor-made',
            },
            newTab: false,
          },
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
