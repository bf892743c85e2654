import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-rail-the-journeys',
  _type: 'page',
  brand: 'rail',
  title: 'The journeys',
  slug: {
    _type: 'slug',
    current: 'the-journeys',
  },
  seo: {
    metaTitle: 'The great train journeys | Silver Line Rail Journeys',
    metaDescription:
      'The Glacier Express, the Ghan, the Rocky Mountaineer and Japan’s shinkansen: the great train journeys at the heart of our rail holidays.',
  },
  blocks: [
    {
      _key: 'sl5yhkqn',
      _type: 'imageWithText',
      subtitle: 'Switzerland',
      title: 'The Glacier Express and the Bernina line',
      body: [
        {
          _key: 'dvhlkr3k',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'm2itrlu3',
              _type: 'span',
              text: 'The Glacier Express takes around eight hours to travel between Zermatt and St Moritz, crossing 291 bridges and running through 91 tunnels. Every minute of it is worth watching.',
              marks: [],
            },
          ],
        },
        {
          _key: 'war8dp44',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'w25k3a14',
              _type: 'span',
              text: 'We pair it with the ',
              marks: [],
            },
            {
              _key: 'fle99k6g',
              _type: 'span',
              text: 'Bernina Express',
              marks: ['strong'],
            },
            {
              _key: 'o1a1m08l',
              _type: 'span',
              text: ' over the 2,253-metre Bernina Pass and down to Italian-speaking Tirano, plus stays in Zermatt, St Moritz and Lucerne. Excellence Class seats are available on selected departures.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('rail-alpine-viaduct'),
      imagePosition: 'right',
    },
    {
      _key: 'uaes3jfm',
      _type: 'imageWithText',
      subtitle: 'Australia',
      title: 'The Ghan and the Indian Pacific',
      body: [
        {
          _key: 'd47agnre',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'mkkpnb3a',
              _type: 'span',
              text: 'The Ghan runs between Darwin and Adelaide through the heart of the continent, with off-train experiences at Nitmiluk (Katherine) Gorge, Alice Springs and the opal-mining town of Coober Pedy.',
              marks: [],
            },
          ],
        },
        {
          _key: 'i1r5xjpn',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'pg7zdz3z',
              _type: 'span',
              text: 'Crossing east to west instead? The ',
              marks: [],
            },
            {
              _key: 'aco6uojm',
              _type: 'span',
              text: 'Indian Pacific',
              marks: ['strong'],
            },
            {
              _key: 'm7szil8n',
              _type: 'span',
              text: ' links Sydney and Perth over four days, including 478 kilometres of dead-straight track across the Nullarbor Plain, the longest straight stretch of railway in the world.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('rail-ghan-desert'),
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
      _key: 'l8vob9sr',
      _type: 'imageWithText',
      subtitle: 'Japan',
      title: 'Bullet trains and slow local lines',
      body: [
        {
          _key: 'k3jzw1qz',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ggg6kquh',
              _type: 'span',
              text: 'The shinkansen whisks you from Tokyo to Kyoto in just over two hours, with Mt Fuji sliding past the right-hand windows on a clear day.',
              marks: [],
            },
          ],
        },
        {
          _key: 'thudan17',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'd1zhh7qk',
              _type: 'span',
              text: 'We balance the speed with slower travel: the Hokuriku line to Kanazawa’s gardens, the cable car up to the temple town of Koyasan, and Kyushu’s sightseeing trains. Every trip includes Green Car seats and luggage forwarding between hotels.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('rail-bullet-train-fuji'),
      imagePosition: 'right',
    },
    {
      _key: 'w7k03v8o',
      _type: 'richTextSection',
      title: 'Canada: the Rocky Mountaineer',
      body: [
        {
          _key: 'bzziknc8',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'rkup2ooy',
              _type: 'span',
              text: 'Travelling only in daylight so you never miss the view, the Rocky Mountaineer climbs from Vancouver through the Fraser Canyon and over Kicking Horse Pass to Banff, with an overnight stay in Kamloops along the way.',
              marks: [],
            },
          ],
        },
        {
          _key: 'urwyb4te',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'qt5ybmks',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-rail-cabins-and-classes',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'tw4x5g3f',
              _type: 'span',
              text: 'Choose ',
              marks: [],
            },
            {
              _key: 'dpgk65zq',
              _type: 'span',
              text: 'SilverLeaf',
              marks: ['strong'],
            },
            {
              _key: 'svjix4b3',
              _type: 'span',
              text: ' for panoramic windows and regional dishes served at your seat, or ',
              marks: [],
            },
            {
              _key: 'l7y7hkv8',
              _type: 'span',
              text: 'GoldLeaf',
              marks: ['strong'],
            },
            {
              _key: 'xc47wgkl',
              _type: 'span',
              text: ' for a glass-domed upper deck, an outdoor viewing platform and a separate dining room. Our ',
              marks: [],
            },
            {
              _key: 'u0uazf27',
              _type: 'span',
              text: 'cabins and classes',
              marks: ['qt5ybmks'],
            },
            {
              _key: 'dyof9c29',
              _type: 'span',
              text: ' guide explains the differences.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
