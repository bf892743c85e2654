import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { toursFacts } from '../../facts'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-tours-small-group-tours',
  _type: 'page',
  brand: 'tours',
  title: 'Small-group tours',
  slug: {
    _type: 'slug',
    current: 'small-group-tours',
  },
  seo: {
    metaTitle: 'Small-group tours of 16 or fewer | Wayfarer Tours',
    metaDescription:
      'Guided small-group tours in Vietnam, Japan, Italy, Peru and Morocco, with local leaders, hand-picked stays and most meals included.',
  },
  blocks: [
    {
      _key: 'a9diee6o',
      _type: 'imageWithText',
      subtitle: 'Small-group tours',
      title: 'Small enough to be invited in',
      body: [
        {
          _key: 'wov89mg8',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'o3dimolj',
              _type: 'span',
              text: 'A coach of 40 can’t stop for tea in a Hmong village above Sapa. A group of 12 can — and usually gets asked to stay for lunch.',
              marks: [],
            },
          ],
        },
        {
          _key: 'ybk28rpm',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'v9ei29ul',
              _type: 'span',
              text: 'Our small-group tours run with a ',
              marks: [],
            },
            {
              _key: 'vbv9eogq',
              _type: 'span',
              text: `maximum of ${toursFacts.groupLimit} travellers`,
              marks: ['strong'],
            },
            {
              _key: 'h9utxdy7',
              _type: 'span',
              text: ' and one local leader from start to finish. You’ll travel by minibus, train, longtail boat and on foot, staying in characterful guesthouses, ryokan, riads and agriturismi rather than anonymous chain hotels.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('tours-rice-terraces'),
      imagePosition: 'right',
      button: {
        _type: 'buttonAction',
        label: 'Meet the team behind our tours',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-tours-about-us',
        },
        newTab: false,
      },
    },
    {
      _key: 'u8zmg2jy',
      _type: 'richTextSection',
      title: 'What’s included',
      body: [
        {
          _key: 'm5596mw2',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'r7g7obti',
              _type: 'span',
              text: 'Every small-group tour includes:',
              marks: [],
            },
          ],
        },
        {
          _key: 'fbi8i6g3',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'v0rya661',
              _type: 'span',
              text: 'A local leader for the whole trip, plus specialist guides at major sites',
              marks: [],
            },
          ],
        },
        {
          _key: 'tuv2rkfh',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'mj0crd0b',
              _type: 'span',
              text: 'Hand-picked, centrally located accommodation on a twin-share basis',
              marks: [],
            },
          ],
        },
        {
          _key: 'xhnn1ii2',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'ecgblqk7',
              _type: 'span',
              text: 'Breakfast daily and around half of lunches and dinners, often in family-run restaurants',
              marks: [],
            },
          ],
        },
        {
          _key: 'v1ebhnfu',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'kn6nivpr',
              _type: 'span',
              text: 'All transport during the tour, including internal flights where listed',
              marks: [],
            },
          ],
        },
        {
          _key: 'yn3d7nzj',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'veyb4st4',
              _type: 'span',
              text: 'Entry fees for every site on the itinerary, and tips for porters, drivers and local guides',
              marks: [],
            },
          ],
        },
        {
          _key: 'j9uzj99c',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'xkz0tdn5',
              _type: 'span',
              text: 'Travelling solo? We’ll pair you with a roommate of the same gender, or you can pay a single supplement for your own room. On 2026 departures marked ',
              marks: [],
            },
            {
              _key: 'liya4h2z',
              _type: 'span',
              text: 'Solo Saver',
              marks: ['em'],
            },
            {
              _key: 'uz1ta36k',
              _type: 'span',
              text: ', the supplement is waived altogether.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'byc61gyg',
      _type: 'richTextSection',
      title: 'Find your pace',
      body: [
        {
          _key: 'm4yv1wzq',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'o1x9hurx',
              _type: 'span',
              text: 'Every itinerary carries an activity rating from one to five, so you know what to expect before you book.',
              marks: [],
            },
          ],
        },
        {
          _key: 'l4qyrntu',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'cgw8ewjf',
              _type: 'span',
              text: 'Easy-going (1–2)',
              marks: [],
            },
          ],
        },
        {
          _key: 'rmtscaan',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ln1f5nx4',
              _type: 'span',
              text: 'Sightseeing on foot for up to two hours a day, mostly on flat ground. Think Puglia’s hill towns or the temples of Kyoto.',
              marks: [],
            },
          ],
        },
        {
          _key: 'ujr6b3ce',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'il2dwey3',
              _type: 'span',
              text: 'Active (3)',
              marks: [],
            },
          ],
        },
        {
          _key: 've4dqe63',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'lnkjapan',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'destinationPage-tours-asia-japan',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'bsho6w39',
              _type: 'span',
              text: 'Day walks of up to 15 kilometres with some stairs and uneven paths, like the Nakasendo trail in ',
              marks: [],
            },
            {
              _key: 'kisojpn1',
              _type: 'span',
              text: 'Japan’s Kiso Valley',
              marks: ['lnkjapan'],
            },
            {
              _key: 'kisojpn2',
              _type: 'span',
              text: '.',
              marks: [],
            },
          ],
        },
        {
          _key: 'g4fcjb9a',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'ckgmcw6h',
              _type: 'span',
              text: 'Challenging (4–5)',
              marks: [],
            },
          ],
        },
        {
          _key: 'kjr38mpz',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'u2dlrscf',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-tailor-made-journeys',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'slc5qaby',
              _type: 'span',
              text: 'Multi-day treks at altitude, such as the Inca Trail, which climbs to 4,215 metres at Dead Woman’s Pass. A good level of fitness is essential. If you’re unsure, ',
              marks: [],
            },
            {
              _key: 'w12tkc6o',
              _type: 'span',
              text: 'our tailor-made team',
              marks: ['u2dlrscf'],
            },
            {
              _key: 'm1yygc87',
              _type: 'span',
              text: ' can build a gentler version.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'dgtours1',
      _type: 'destinationGroups',
      title: 'Where our small groups travel',
    },
    {
      _key: 'trjapan1',
      _type: 'tourProducts',
      title: 'Small-group tours of Japan',
      destinationSlug: 'japan',
      seeMore: {
        _type: 'buttonAction',
        label: 'See More',
        internalLink: false,
        link: '/en/tours?destination=japan',
        newTab: false,
      },
    },
  ],
} satisfies SeedDocument<Page>
