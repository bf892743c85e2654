import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-cruises-home',
  _type: 'page',
  brand: 'cruises',
  title: 'Home',
  slug: {
    _type: 'slug',
    current: 'home',
  },
  seo: {
    metaTitle: 'Tidewater Cruises | Small-ship ocean & river cruises',
    metaDescription:
      'Small-ship cruises to the Mediterranean, Alaska, the Norwegian fjords, the Danube and the Mekong, with drinks, tips and excursions included.',
  },
  blocks: [
    {
      _key: 'hrocrui1',
      _type: 'heroSlider',
      label: 'Featured voyages',
      quickSearch: false,
      slides: [
        {
          _key: 'slcrui01',
          _type: 'heroSlide',
          image: seedImage('cruises-fjord-ship-waterfall'),
          subtitle: 'Norwegian fjords',
          title: 'Waterfalls, glaciers and the midnight sun',
          buttons: [
            {
              _key: 'btcrui01',
              _type: 'buttonAction',
              label: 'Life on board',
              internalLink: true,
              reference: { _type: 'reference', _ref: 'page-cruises-onboard-experience' },
            },
            {
              _key: 'btcrui02',
              _type: 'buttonAction',
              label: 'Talk to a cruise expert',
              internalLink: true,
              reference: { _type: 'reference', _ref: 'page-cruises-contact-us' },
            },
          ],
        },
        {
          _key: 'slcrui02',
          _type: 'heroSlide',
          image: seedImage('cruises-danube-river-ship'),
          subtitle: 'River cruising',
          title: 'Vineyards, castles and Christmas markets on the Danube',
          buttons: [
            {
              _key: 'btcrui03',
              _type: 'buttonAction',
              label: 'Discover river cruising',
              internalLink: true,
              reference: { _type: 'reference', _ref: 'page-cruises-river-cruising' },
            },
          ],
        },
        {
          _key: 'slcrui03',
          _type: 'heroSlide',
          image: seedImage('cruises-ship-sunset'),
          subtitle: 'Shore excursions',
          title: 'Every port, explored your way',
          buttons: [
            {
              _key: 'btcrui04',
              _type: 'buttonAction',
              label: 'See the excursions',
              internalLink: true,
              reference: { _type: 'reference', _ref: 'page-cruises-shore-excursions' },
            },
            {
              _key: 'btcrui05',
              _type: 'buttonAction',
              label: 'Stay in touch',
              internalLink: true,
              reference: { _type: 'reference', _ref: 'page-cruises-stay-in-touch' },
            },
          ],
        },
      ],
    },
    {
      _key: 'g7siohw2',
      _type: 'imageWithText',
      subtitle: 'Ocean & river cruising',
      title: 'Smaller ships, closer to the places you came to see',
      body: [
        {
          _key: 'v23g9x12',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'vmqe2tzh',
              _type: 'span',
              text: 'Our ships carry between 64 and 318 guests: small enough to tie up in the heart of Dubrovnik, slip into Alaska’s Tracy Arm Fjord and moor beside the temples of the Mekong.',
              marks: [],
            },
          ],
        },
        {
          _key: 'pmitwdnv',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'xpl9ta07',
              _type: 'span',
              text: 'Every fare includes ',
              marks: [],
            },
            {
              _key: 'gzmlc211',
              _type: 'span',
              text: 'drinks with lunch and dinner, all gratuities, Wi-Fi and a guided excursion in every port',
              marks: ['strong'],
            },
            {
              _key: 'z4og7qbq',
              _type: 'span',
              text: ', so the price you see is very close to the price you pay.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('cruises-dubrovnik-harbour'),
      imagePosition: 'right',
      button: {
        _type: 'buttonAction',
        label: 'Discover life on board',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-cruises-onboard-experience',
        },
        newTab: false,
      },
    },
    {
      _key: 'qscrh0m3',
      _type: 'quickSearch',
      title: 'Find your cruise',
      subtitle: 'Search every voyage by destination and length.',
    },
    {
      _key: 'piu8ydnf',
      _type: 'voyageCards',
      title: 'Where we’re sailing in 2027',
      intro:
        'Fares are per person, twin share, and include drinks with meals, gratuities, port taxes and an excursion in every port. Return flights can be added when you book.',
      voyages: [
        {
          _key: 'vcmed001',
          _type: 'voyageCard',
          trip: { type: 'cruise', code: 'CR-MED-10' },
          departures: ['2027-05-08', '2027-06-05', '2027-09-11'],
          summary: 'Lisbon to Athens via Seville, Valletta, Kotor and Dubrovnik aboard Tidewater Aurora.',
          button: {
            _type: 'buttonAction',
            label: 'Ask about this voyage',
            internalLink: true,
            reference: { _type: 'reference', _ref: 'page-cruises-enquire' },
            newTab: false,
          },
          askAboutVoyage: true,
        },
        {
          _key: 'vcala002',
          _type: 'voyageCard',
          trip: { type: 'cruise', code: 'CR-ALA-7' },
          departures: ['2027-05-22', '2027-06-19', '2027-07-17', '2027-08-14'],
          summary: 'Return from Vancouver, calling at Juneau, Skagway, Glacier Bay and Tracy Arm.',
          button: {
            _type: 'buttonAction',
            label: 'Ask about this voyage',
            internalLink: true,
            reference: { _type: 'reference', _ref: 'page-cruises-enquire' },
            newTab: false,
          },
          askAboutVoyage: true,
        },
        {
          _key: 'vcnor003',
          _type: 'voyageCard',
          trip: { type: 'cruise', code: 'CR-NOR-12' },
          departures: ['2027-06-05', '2027-06-19', '2027-07-03'],
          summary: 'Return from Bergen under the midnight sun with our partner Blue Meridian.',
          button: {
            _type: 'buttonAction',
            label: 'See this voyage',
            internalLink: true,
            reference: { _type: 'reference', _ref: 'page-cruises-norway-fjords-offer' },
            newTab: false,
          },
          askAboutVoyage: false,
        },
        {
          _key: 'vcdan004',
          _type: 'voyageCard',
          trip: { type: 'cruise', code: 'CR-DAN-8' },
          departures: ['2027-04-10', '2027-05-01', '2027-09-18', '2027-10-09'],
          summary: 'Budapest to Passau, through the vineyards and apricot orchards of the Wachau Valley.',
          button: {
            _type: 'buttonAction',
            label: 'Ask about this voyage',
            internalLink: true,
            reference: { _type: 'reference', _ref: 'page-cruises-enquire' },
            newTab: false,
          },
          askAboutVoyage: true,
        },
        {
          _key: 'vcmek005',
          _type: 'voyageCard',
          trip: { type: 'cruise', code: 'CR-MEK-8' },
          departures: ['2027-02-06', '2027-03-06', '2027-11-13'],
          summary: 'Siem Reap to Ho Chi Minh City, with Angkor Wat and the floating markets of Cai Be.',
          button: {
            _type: 'buttonAction',
            label: 'Ask about this voyage',
            internalLink: true,
            reference: { _type: 'reference', _ref: 'page-cruises-enquire' },
            newTab: false,
          },
          askAboutVoyage: true,
        },
      ],
    },
    {
      _key: 'bhd16zkz',
      _type: 'imageWithText',
      subtitle: 'Norwegian fjords',
      title: 'Sail deeper into the fjords than the big ships can',
      body: [
        {
          _key: 'd2l4x5pn',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'u6m1wmrk',
              _type: 'span',
              text: 'With just 186 guests, Tidewater Boreal can navigate the narrow Nærøyfjord and pause beneath the Seven Sisters waterfall in Geirangerfjord while larger ships wait their turn outside.',
              marks: [],
            },
          ],
        },
        {
          _key: 'r4mxs8ba',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'tpz3wgfa',
              _type: 'span',
              text: 'Included excursions range from the Flåm Railway to a dawn kayak paddle, and our onboard naturalist is on deck for every whale and sea eagle sighting.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('cruises-fjord-seven-sisters'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'See our shore excursions',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-cruises-shore-excursions',
        },
        newTab: false,
      },
    },
    {
      _key: 'wq5z0ntb',
      _type: 'richTextSection',
      title: 'Why guests sail with us again',
      body: [
        {
          _key: 'xki3cmen',
          _type: 'block',
          style: 'blockquote',
          markDefs: [],
          children: [
            {
              _key: 'np0ae6c8',
              _type: 'span',
              text: '“The cabin steward knew our names by the second morning, and the chef prepared my husband’s coeliac menu without any fuss. It was our fourth Tidewater cruise and it won’t be the last.” — Jan M., Newcastle',
              marks: [],
            },
          ],
        },
        {
          _key: 'uwlc8fvb',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'rsh588bk',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-cruises-about-us',
              },
              newTab: false,
            },
            {
              _key: 'dingw9mf',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-cruises-river-cruising',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'n5i5kw2c',
              _type: 'span',
              text: 'Nearly 60% of our guests have sailed with us before. ',
              marks: [],
            },
            {
              _key: 'gtkvqydt',
              _type: 'span',
              text: 'Read our story',
              marks: ['rsh588bk'],
            },
            {
              _key: 'n2mumt13',
              _type: 'span',
              text: ', or find out why so many first-timers start with ',
              marks: [],
            },
            {
              _key: 'g51p7l5h',
              _type: 'span',
              text: 'river cruising',
              marks: ['dingw9mf'],
            },
            {
              _key: 'kq5hc0vc',
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
