import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { toursFacts } from '../../facts'
import { decorativeSeedImage, seedImage } from '../../pictures'

export const document = {
  _id: 'page-tours-home',
  _type: 'page',
  brand: 'tours',
  title: 'Home',
  slug: {
    _type: 'slug',
    current: 'home',
  },
  seo: {
    metaTitle: 'Wayfarer Tours | Small-group & tailor-made tours',
    metaDescription:
      'Small-group tours of 16 or fewer and tailor-made journeys through Vietnam, Japan, Italy, Peru and Morocco, led by local guides.',
  },
  blocks: [
    {
      _key: 'hrotour1',
      _type: 'heroSlider',
      label: 'Featured journeys',
      quickSearch: true,
      slides: [
        {
          _key: 'sltour01',
          _type: 'heroSlide',
          image: seedImage('tours-hoi-an-lanterns'),
          subtitle: 'Vietnam',
          title: 'Rice terraces, river valleys and the lantern town of Hoi An',
          buttons: [
            {
              _key: 'bttour01',
              _type: 'buttonAction',
              label: 'Small-group tours',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-small-group-tours',
              },
            },
            {
              _key: 'bttour02',
              _type: 'buttonAction',
              label: 'Plan a tailor-made trip',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-tailor-made',
              },
            },
          ],
        },
        {
          _key: 'sltour02',
          _type: 'heroSlide',
          image: seedImage('tours-sahara-kasbah'),
          subtitle: 'Morocco',
          title: 'From the imperial cities to a night under Saharan stars',
          buttons: [
            {
              _key: 'bttour03',
              _type: 'buttonAction',
              label: 'Tailor-made journeys',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-tailor-made-journeys',
              },
            },
            {
              _key: 'bttour04',
              _type: 'buttonAction',
              label: 'Request a brochure',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-brochure-request',
              },
            },
          ],
        },
        {
          _key: 'sltour03',
          _type: 'heroSlide',
          image: seedImage('tours-mountain-ridges-dawn'),
          subtitle: 'Responsible travel',
          title: 'Journeys that leave more than footprints',
          buttons: [
            {
              _key: 'bttour05',
              _type: 'buttonAction',
              label: 'How we travel',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-responsible-travel',
              },
            },
          ],
        },
      ],
    },
    {
      _key: 'dpvfq1u3',
      _type: 'imageWithText',
      subtitle: 'Small groups · Local leaders · Since 2007',
      title: `Travel in a group of ${toursFacts.groupLimit} or fewer, led by someone who lives there`,
      body: [
        {
          _key: 'k01b2fc8',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'cug0m0lx',
              _type: 'span',
              text: 'From the limestone karsts of Lan Ha Bay to the souks of Fes, our small-group tours are built around the people who know these places best. Your leader grew up in the region, speaks the language and knows which noodle stall is worth the queue.',
              marks: [],
            },
          ],
        },
        {
          _key: 'n7oj05jp',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'xnwa1xt9',
              _type: 'span',
              text: 'With ',
              marks: [],
            },
            {
              _key: 'rudx1d0x',
              _type: 'span',
              text: 'an average of 11 travellers',
              marks: ['strong'],
            },
            {
              _key: 'dqr4rcb3',
              _type: 'span',
              text: ' per departure, you’ll slip into village homestays, family-run trattorias and mountain lodges that the big coaches simply can’t reach.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('tours-lan-ha-bay-karsts'),
      imagePosition: 'right',
      button: {
        _type: 'buttonAction',
        label: 'Explore small-group tours',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-tours-small-group-tours',
        },
        newTab: false,
      },
    },
    {
      _key: 'dtjngxd6',
      _type: 'featuredTrips',
      title: 'Where we’re heading in 2026',
      intro: `Our ${toursFacts.itineraries} itineraries cross ${toursFacts.countries} countries, and every one was walked by our product team before it went on sale. A few favourites for the year ahead, priced per person twin share:`,
      trips: [
        { _key: 'ftvnlan1', _type: 'productReference', type: 'tour', code: 'TR-VN-LAN' },
        { _key: 'ftjpkis1', _type: 'productReference', type: 'tour', code: 'TR-JP-KISO' },
        { _key: 'ftitpug1', _type: 'productReference', type: 'tour', code: 'TR-IT-PUG' },
        { _key: 'ftpeinc1', _type: 'productReference', type: 'tour', code: 'TR-PE-INCA' },
        { _key: 'ftmasah1', _type: 'productReference', type: 'tour', code: 'TR-MA-SAH' },
      ],
    },
    {
      _key: 'nz7h0m3a',
      _type: 'richTextSection',
      title: 'Planned in Auckland, for New Zealanders',
      onlyOnSites: ['tours-nz'],
      body: [
        {
          _key: 'nz7h0m3b',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'nz7h0m3c',
              _type: 'span',
              text: 'Our Ponsonby team plans every New Zealand booking: flights from Auckland, Wellington or Christchurch to meet your group, prices in ',
              marks: [],
            },
            { _key: 'nz7h0m3d', _type: 'siteFact', fact: 'currency' },
            {
              _key: 'nz7h0m3e',
              _type: 'span',
              text: ', and a local number to call before and during your trip.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'ic0t7u3s',
      _type: 'iconStrip',
      title: 'Travel made simple',
      items: [
        {
          _key: 'ic1t0sup',
          _type: 'iconStripItem',
          icon: 'support',
          title: '24/7 support',
          text: 'A real person who knows your trip, wherever you are.',
        },
        {
          _key: 'ic1t0pay',
          _type: 'iconStripItem',
          icon: 'securePayment',
          title: 'Secure payment',
          text: 'Pay by card or bank transfer, protected end to end.',
        },
        {
          _key: 'ic1t0con',
          _type: 'iconStripItem',
          icon: 'instantConfirmation',
          title: 'Instant confirmation',
          text: 'Your departure confirmed the moment you book it.',
        },
        {
          _key: 'ic1t0mob',
          _type: 'iconStripItem',
          icon: 'mobile',
          title: 'Documents on your phone',
          text: 'Vouchers and your day-by-day plan, offline too.',
        },
      ],
    },
    {
      _key: 'kg5d19ym',
      _type: 'imageWithText',
      subtitle: 'Tailor-made',
      title: 'Rather travel on your own dates?',
      body: [
        {
          _key: 'fkvsdz8w',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'xvh2wdka',
              _type: 'span',
              text: 'Our tailor-made specialists design private journeys around your pace, your interests and your budget, with the same local leaders and hand-picked stays as our group departures.',
              marks: [],
            },
          ],
        },
        {
          _key: 'pvvl97xo',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'z7lq6btk',
              _type: 'span',
              text: 'A honeymoon in the Dolomites, three generations in Japan, a slow month in Morocco — tell us what you have in mind and we’ll send back a day-by-day plan within five working days.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('tours-alpine-lake-peaks'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Plan a tailor-made journey',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-tours-tailor-made-journeys',
        },
        newTab: false,
      },
    },
    {
      _key: 'dhsh9iua',
      _type: 'richTextSection',
      title: 'Travel that gives back',
      body: [
        {
          _key: 'pabkvpvo',
          _type: 'block',
          style: 'blockquote',
          markDefs: [],
          children: [
            {
              _key: 'hpj40lm0',
              _type: 'span',
              text: '“Our leader, Minh, had us sharing lunch with his aunt’s family in a village outside Hue. That afternoon is still the thing we talk about.” — Karen and Phil, Geelong, Vietnam 2025',
              marks: [],
            },
          ],
        },
        {
          _key: 'whed88fx',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'ja8a97tx',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-responsible-travel',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'gmikjdpw',
              _type: 'span',
              text: 'Every departure supports the communities we visit: local leaders on year-round contracts, locally owned guesthouses and a contribution from every booking to the Wayfarer Foundation. ',
              marks: [],
            },
            {
              _key: 'x3vtxhk5',
              _type: 'span',
              text: 'See how we travel responsibly',
              marks: ['ja8a97tx'],
            },
            {
              _key: 'p98pmfy9',
              _type: 'span',
              text: '.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'of7r2tqa',
      _type: 'offerLinks',
      title: 'Offers and ways to travel',
      sections: [
        {
          _key: 'of7s1off',
          _type: 'offerSection',
          title: 'Current offers',
          offers: [
            { _key: 'of7o1vnm', _type: 'reference', _ref: 'offer-tours-vietnam-lanterns-and-limestone' },
            { _key: 'of7o2jpn', _type: 'reference', _ref: 'offer-tours-japan-no-single-supplement' },
            { _key: 'of7o3jnz', _type: 'reference', _ref: 'offer-tours-nz-japan-no-single-supplement' },
            { _key: 'of7o4mar', _type: 'reference', _ref: 'offer-tours-free-night-in-marrakech' },
            { _key: 'of7o5chb', _type: 'reference', _ref: 'offer-tours-japan-cherry-blossom-early-bird' },
          ],
          links: [
            {
              _key: 'of7l0all',
              _type: 'buttonAction',
              label: 'All current offers',
              internalLink: false,
              link: '/offers',
              newTab: false,
            },
          ],
        },
        {
          _key: 'of7s2pln',
          _type: 'offerSection',
          title: 'Plan your trip',
          links: [
            {
              _key: 'of7l4wiz',
              _type: 'buttonAction',
              label: 'Design a tailor-made trip online',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-tailor-made',
              },
              newTab: false,
            },
            {
              _key: 'of7l5bro',
              _type: 'buttonAction',
              label: 'Order a free brochure',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-brochure-request',
              },
              newTab: false,
            },
            {
              _key: 'of7l6web',
              _type: 'buttonAction',
              label: 'Join a travel webinar',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-webinar',
              },
              newTab: false,
            },
          ],
        },
        {
          _key: 'of7s3cnf',
          _type: 'offerSection',
          title: 'Travel with confidence',
          links: [
            {
              _key: 'of7l7res',
              _type: 'buttonAction',
              label: 'How we travel responsibly',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-responsible-travel',
              },
              newTab: false,
            },
            {
              _key: 'of7l8ins',
              _type: 'buttonAction',
              label: 'Travel insurance',
              internalLink: false,
              siteLink: 'travelInsurance',
              newTab: true,
            },
            {
              _key: 'of7l9smt',
              _type: 'buttonAction',
              label: 'Advice for your destination',
              internalLink: false,
              siteLink: 'travelAdvice',
              newTab: true,
            },
          ],
        },
      ],
    },
    {
      _key: 'ov3w8kzd',
      _type: 'overview',
      title: 'Small-group travel, the Wayfarer way',
      text: [
        {
          _key: 'ov3t1p01',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ov3t1s01',
              _type: 'span',
              text: `Since 2007 we have run tours the way we like to travel ourselves: in groups of ${toursFacts.groupLimit} or fewer, at an unhurried pace, with a leader who calls the region home and time left free for the things you find along the way.`,
              marks: [],
            },
          ],
        },
      ],
      moreText: [
        {
          _key: 'ov3m1p01',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ov3m1s01',
              _type: 'span',
              text: 'Every itinerary is walked by our product team before it goes on sale. We choose family-run guesthouses over chain hotels, local buses and boats over private coaches where they are the better way to see a place, and meals at the tables locals eat at.',
              marks: [],
            },
          ],
        },
        {
          _key: 'ov3m2p01',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ov3m2s01',
              _type: 'span',
              text: 'Our leaders are employed all year round, not per departure, and a part of every booking goes to the Wayfarer Foundation’s community projects in Vietnam, Peru and Morocco. Prices include your leader, most meals, all transport on tour and entry to every site on the itinerary.',
              marks: [],
            },
          ],
        },
      ],
      tiles: [
        {
          _key: 'ov3x1sgt',
          _type: 'overviewTile',
          label: 'Small-group tours',
          image: decorativeSeedImage('tours-steam-train-valley'),
          internalLink: true,
          reference: {
            _type: 'reference',
            _ref: 'page-tours-small-group-tours',
          },
          newTab: false,
        },
        {
          _key: 'ov3x2tmj',
          _type: 'overviewTile',
          label: 'Tailor-made journeys',
          image: decorativeSeedImage('tours-highland-loch-castle'),
          internalLink: true,
          reference: {
            _type: 'reference',
            _ref: 'page-tours-tailor-made-journeys',
          },
          newTab: false,
        },
        {
          _key: 'ov3x3res',
          _type: 'overviewTile',
          label: 'Responsible travel',
          image: decorativeSeedImage('tours-rice-terraces'),
          internalLink: true,
          reference: {
            _type: 'reference',
            _ref: 'page-tours-responsible-travel',
          },
          newTab: false,
        },
        {
          _key: 'ov3x4abt',
          _type: 'overviewTile',
          label: 'About us',
          image: decorativeSeedImage('tours-sailing-ship-cove'),
          internalLink: true,
          reference: {
            _type: 'reference',
            _ref: 'page-tours-about-us',
          },
          newTab: false,
        },
      ],
    },
    {
      _key: 'sy5q0hvb',
      _type: 'synergy',
      title: 'Four travel brands, one team behind your trip',
      intro:
        'Wayfarer Tours is one of four sister brands. Combine a tour with a cruise, a round of golf or a great rail journey and one consultant books it all, on one itinerary and one invoice.',
      items: [
        {
          _key: 'sy5i1tou',
          _type: 'synergyItem',
          image: seedImage('tours-local-leader-group'),
          title: 'Wayfarer Tours',
          text: `Small-group and tailor-made tours with local leaders in ${toursFacts.countries} countries.`,
          link: {
            _type: 'buttonAction',
            label: 'Our small-group tours',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-tours-small-group-tours',
            },
            newTab: false,
          },
        },
        {
          _key: 'sy5i2cru',
          _type: 'synergyItem',
          image: seedImage('cruises-santorini-ship'),
          title: 'Tidewater Cruises',
          text: 'Ocean and river cruises, with a tour before or after your voyage arranged for you.',
          link: {
            _type: 'buttonAction',
            label: 'Visit Tidewater Cruises',
            internalLink: false,
            link: 'https://www.tidewatercruises.com.au/',
            newTab: true,
          },
        },
        {
          _key: 'sy5i3glf',
          _type: 'synergyItem',
          image: seedImage('golf-algarve-clifftop'),
          title: 'Fairway Golf Journeys',
          text: 'Tee times on the world’s great courses, for the golfer in your party.',
          link: {
            _type: 'buttonAction',
            label: 'Visit Fairway Golf Journeys',
            internalLink: false,
            link: 'https://www.fairwaygolfjourneys.com/',
            newTab: true,
          },
        },
        {
          _key: 'sy5i4rai',
          _type: 'synergyItem',
          image: seedImage('rail-grand-station-dusk'),
          title: 'Silver Line Rail Journeys',
          text: 'The great train journeys, from the Ghan to the Glacier Express, joined to your tour.',
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
      _key: 'cn2e6yhx',
      _type: 'counter',
      topTitle: 'Why choose us',
      numberCount: 25000,
      suffix: '+',
      bottomTitle: 'PASSENGERS TRAVEL WITH US EACH YEAR',
    },
    {
      _key: '9kldn2fe',
      _type: 'newsCarousel',
      title: 'Latest from Wayfarer',
    },
    {
      _key: 'y2zix6lg',
      _type: 'solutionsCarousel',
      title: 'Ways to travel with us',
      intro:
        'Whether you join a group or travel on your own dates, the same local leaders and hand-picked stays come with every trip.',
      items: [
        {
          _key: 'h3dw11cz',
          _type: 'solution',
          title: 'Small-group tours',
          text: `At most ${toursFacts.groupLimit} travellers, a leader who grew up in the region and every night’s stay chosen by us.`,
          image: seedImage('tours-outback-red-rock'),
          link: {
            _type: 'buttonAction',
            label: 'See small-group tours',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-tours-small-group-tours',
            },
            newTab: false,
          },
        },
        {
          _key: 'so0asdav',
          _type: 'solution',
          title: 'Tailor-made journeys',
          text: 'A private trip on your dates, at your pace: tell us what you have in mind and get a day-by-day plan within five working days.',
          image: seedImage('tours-porto-riverside'),
          link: {
            _type: 'buttonAction',
            label: 'Plan a tailor-made journey',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-tours-tailor-made-journeys',
            },
            newTab: false,
          },
        },
        {
          _key: 'xzc6c9am',
          _type: 'solution',
          title: 'Private guides and drivers',
          text: 'Add a guide for a day in Hanoi or a driver for a week in Puglia to any tour, arranged before you leave home.',
          image: seedImage('tours-old-town-river-bridge'),
        },
        {
          _key: '5b9wqj5g',
          _type: 'solution',
          title: 'Responsible travel',
          text: 'Locally owned guesthouses, leaders on year-round contracts and a contribution from every booking to the communities we visit.',
          image: seedImage('tours-fjord-village'),
          link: {
            _type: 'buttonAction',
            label: 'How we travel responsibly',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-tours-responsible-travel',
            },
            newTab: false,
          },
        },
        {
          _key: 'mu6esb4y',
          _type: 'solution',
          title: 'Flights and cover, arranged',
          text: 'Our consultants book the flights that fit your tour and the travel insurance to go with it, in one booking.',
          image: seedImage('tours-plane-window-coast'),
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
