import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-rail-cabins-and-classes',
  _type: 'page',
  brand: 'rail',
  title: 'Cabins and classes',
  slug: {
    _type: 'slug',
    current: 'cabins-and-classes',
  },
  seo: {
    metaTitle: 'Cabins and classes on board | Silver Line Rail',
    metaDescription:
      'Gold and Platinum on the Ghan, SilverLeaf and GoldLeaf on the Rocky Mountaineer, Excellence Class in Switzerland and Green Car in Japan.',
  },
  blocks: [
    {
      _key: 'obgb76ik',
      _type: 'imageWithText',
      subtitle: 'Cabins & classes',
      title: 'Choose how you ride',
      body: [
        {
          _key: 'di45kjxt',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'kvjvrqf3',
              _type: 'span',
              text: 'The class you choose shapes the journey as much as the route. We’ll always explain the differences honestly, and sometimes the standard option is the better buy.',
              marks: [],
            },
          ],
        },
        {
          _key: 'z4cpeirf',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'phhm8q7m',
              _type: 'span',
              text: 'Every class below includes reserved seats and, on the overnight and dining trains, all meals on board.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('rail-sleeper-cabin-night'),
      imagePosition: 'right',
      button: {
        _type: 'buttonAction',
        label: 'See the journeys',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-rail-the-journeys',
        },
        newTab: false,
      },
    },
    {
      _key: 'wwdfbtsm',
      _type: 'richTextSection',
      title: 'Class by class',
      body: [
        {
          _key: 'vmts7ss4',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'lrthz3m8',
              _type: 'span',
              text: 'The Ghan: Gold and Platinum',
              marks: [],
            },
          ],
        },
        {
          _key: 'cvza1jj4',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'nvec6pik',
              _type: 'span',
              text: 'Gold twin cabins convert from a daytime lounge to upper and lower berths at night, each with a compact private ensuite. Platinum cabins are around twice the size, with a double or twin beds, a larger bathroom and a picture window.',
              marks: [],
            },
          ],
        },
        {
          _key: 'xkot2lse',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'gx6j10fa',
              _type: 'span',
              text: 'Rocky Mountaineer: SilverLeaf and GoldLeaf',
              marks: [],
            },
          ],
        },
        {
          _key: 'r91yh6qx',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'u3jsgc8v',
              _type: 'span',
              text: 'SilverLeaf coaches have oversized windows and meals served at your seat. GoldLeaf adds a bi-level glass-dome coach, an outdoor viewing platform and a separate dining room downstairs.',
              marks: [],
            },
          ],
        },
        {
          _key: 's3rtnx78',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'ilr9xe08',
              _type: 'span',
              text: 'Switzerland: First and Excellence Class',
              marks: [],
            },
          ],
        },
        {
          _key: 'j15hg3zz',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'oas855rx',
              _type: 'span',
              text: 'First Class on the Glacier Express brings panoramic windows and lunch served at your seat. Excellence Class adds a guaranteed window seat, a multi-course menu with matched wines and a private bar.',
              marks: [],
            },
          ],
        },
        {
          _key: 'rrv5irwb',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'fiqcfdm0',
              _type: 'span',
              text: 'Japan: Ordinary and Green Car',
              marks: [],
            },
          ],
        },
        {
          _key: 'pf5a9rmi',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'xrksfdyx',
              _type: 'span',
              text: 'Green Car is Japan’s first class: wider reclining seats in a two-by-two layout, more legroom and a quieter carriage. We book it as standard on all our shinkansen journeys.',
              marks: [],
            },
          ],
        },
        {
          _key: '761e4290',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            { _key: 'dca3a420', _type: 'span', text: 'Not sure which to choose? Call us on ', marks: [] },
            { _key: 'a5f5b5ba', _type: 'siteFact', fact: 'phone' },
            { _key: 'aa3bb8a9', _type: 'span', text: ' and we’ll talk it through.', marks: [] },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
