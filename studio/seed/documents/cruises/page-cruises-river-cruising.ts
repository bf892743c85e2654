import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-cruises-river-cruising',
  _type: 'page',
  brand: 'cruises',
  title: 'River cruising',
  slug: {
    _type: 'slug',
    current: 'river-cruising',
  },
  seo: {
    metaTitle: 'River cruises: Danube, Rhine & Mekong | Tidewater',
    metaDescription:
      'Unpack once and wake up somewhere new. River cruises on the Danube, Rhine and Mekong with excursions, drinks and tips included.',
  },
  blocks: [
    {
      _key: 'u9mup3zj',
      _type: 'imageWithText',
      subtitle: 'River cruising',
      title: 'Unpack once, wake up somewhere new',
      body: [
        {
          _key: 'ycdjzvv6',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'w0ewnosa',
              _type: 'span',
              text: 'River cruising is the most relaxed way we know to see Europe and Southeast Asia. The scenery glides past your window, the riverbank is never more than a few metres away, and most mornings you step ashore straight into the middle of town.',
              marks: [],
            },
          ],
        },
        {
          _key: 'vm8ojbud',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'vym85rax',
              _type: 'span',
              text: 'Our river ships are built for the rivers they sail: low enough for the bridges of the Main, shallow enough for the Mekong in the dry season, and every one has an open-air sun deck running nearly the full length of the ship.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('cruises-danube-river-ship'),
      imagePosition: 'right',
      button: {
        _type: 'buttonAction',
        label: 'Meet our ships',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-cruises-about-us',
        },
        newTab: false,
      },
    },
    {
      _key: 'o0ym4p7i',
      _type: 'richTextSection',
      title: 'Our rivers',
      body: [
        {
          _key: 'v5kz1m4e',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'nkah1e12',
              _type: 'span',
              text: 'The Danube',
              marks: [],
            },
          ],
        },
        {
          _key: 'zhlle02s',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'dyqxuzfe',
              _type: 'span',
              text: 'Budapest’s Parliament lit up at night, the terraced vineyards of the Wachau, the Benedictine abbey at Melk and coffee and cake in Vienna. Our most popular river, and the one we recommend for first-timers.',
              marks: [],
            },
          ],
        },
        {
          _key: 'kwe4hmna',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'cbkp4uph',
              _type: 'span',
              text: 'The Rhine and Main',
              marks: [],
            },
          ],
        },
        {
          _key: 'gggxw71m',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'i6acg0qw',
              _type: 'span',
              text: 'A castle on every bend of the Middle Rhine Gorge, Riesling tastings in Rüdesheim and Christmas markets from Cologne to Nuremberg in late November and December.',
              marks: [],
            },
          ],
        },
        {
          _key: 'x5bzfe4c',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'x6532v1j',
              _type: 'span',
              text: 'The Mekong',
              marks: [],
            },
          ],
        },
        {
          _key: 'ynm00in1',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ybe59aze',
              _type: 'span',
              text: 'Sunrise at Angkor Wat, village schools on stilts, the floating markets of Cai Be and an evening cyclo ride through Ho Chi Minh City. On Tidewater Lotus, every suite has floor-to-ceiling windows.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'kpbjk6ic',
      _type: 'richTextSection',
      title: 'Is river cruising right for me?',
      body: [
        {
          _key: 'ahqyyklz',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'pxcvqs5m',
              _type: 'span',
              text: 'It probably is if you like the sound of:',
              marks: [],
            },
          ],
        },
        {
          _key: 'e9qo4cqq',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'f0wqcn5b',
              _type: 'span',
              text: 'Guided walks most days, with gentler options for anyone less steady on their feet',
              marks: [],
            },
          ],
        },
        {
          _key: 'xkvg99ec',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'x1bwy3gg',
              _type: 'span',
              text: 'Ships of 64 to 150 guests, with open-seating dining and no formal nights',
              marks: [],
            },
          ],
        },
        {
          _key: 'cg27efc7',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'dl7khb6m',
              _type: 'span',
              text: 'Evenings in port, so you can wander out after dinner',
              marks: [],
            },
          ],
        },
        {
          _key: 'u4zxm4rn',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'x5y80qlk',
              _type: 'span',
              text: 'No rough seas and hardly a day without a stop',
              marks: [],
            },
          ],
        },
        {
          _key: 'xal2m579',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'lqt8lso8',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-cruises-onboard-experience',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'xoohhofe',
              _type: 'span',
              text: 'Fancy the open ocean as well? Pair a Danube cruise with a Mediterranean voyage, and ',
              marks: [],
            },
            {
              _key: 'xemnxoy9',
              _type: 'span',
              text: 'our onboard team',
              marks: ['lqt8lso8'],
            },
            {
              _key: 'txu73vst',
              _type: 'span',
              text: ' will make you feel at home on both.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
