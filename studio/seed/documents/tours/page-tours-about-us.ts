import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { toursFacts } from '../../facts'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-tours-about-us',
  _type: 'page',
  brand: 'tours',
  title: 'About us',
  slug: {
    _type: 'slug',
    current: 'about-us',
  },
  seo: {
    metaTitle: 'About Wayfarer Tours | Our story since 2007',
    metaDescription:
      'Founded in Melbourne in 2007, Wayfarer Tours runs small-group and tailor-made journeys for travellers from Australia and New Zealand.',
  },
  blocks: [
    {
      _key: 's1t47sig',
      _type: 'imageWithText',
      subtitle: 'Our story',
      title: 'Born on a trail in Nepal, run from Fitzroy since 2007',
      body: [
        {
          _key: 'beh2jwfq',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'wf34u7bp',
              _type: 'span',
              text: 'Wayfarer Tours began with Meg Lindqvist, a trekking leader who spent eight seasons guiding in the Annapurnas. She noticed that the travellers who came home happiest weren’t the ones who saw the most. They were the ones who met the most people along the way.',
              marks: [],
            },
          ],
        },
        {
          _key: 'm3jij5xl',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'v0tb2oei',
              _type: 'span',
              text: 'In 2007 she set up a two-desk office above a bike shop on Brunswick Street, Fitzroy, with a single itinerary to Vietnam. Today we’re a team of 38 in Melbourne and Auckland, working with more than 120 local leaders on five continents.',
              marks: [],
            },
          ],
        },
        {
          _key: 'q6wc4o6j',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'c1fl2q5f',
              _type: 'span',
              text: 'We’re still independently owned, and we still travel every itinerary ourselves before we sell it.',
              marks: [],
            },
          ],
        },
      ],
      image: {
        ...seedImage('tours-hoi-an-lanterns'),
        // An editor's crop (3:2: the moon, the lanterns and the houses, less of the river) and
        // hotspot (the lanterns): the site cuts and frames the picture so.
        crop: { _type: 'sanity.imageCrop', top: 0.02, bottom: 0.31333, left: 0, right: 0 },
        hotspot: { _type: 'sanity.imageHotspot', x: 0.3, y: 0.4, width: 0.3, height: 0.3 },
      },
      imagePosition: 'right',
      button: {
        _type: 'buttonAction',
        label: 'Why our groups stay small',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-tours-small-group-tours',
        },
        newTab: false,
      },
    },
    {
      _key: 'bxuccd0w',
      _type: 'richTextSection',
      title: 'What we believe',
      body: [
        {
          _key: 'j5nfllqz',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'a66ii0cc',
              _type: 'span',
              text: 'Small is better',
              marks: [],
            },
          ],
        },
        {
          _key: 'qz76o91h',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'uul9o6wt',
              _type: 'span',
              text: `Our limit is ${toursFacts.groupLimit} travellers, and most departures run with ten to twelve. Small groups fit into family homes, tiny restaurants and narrow walking trails, and they leave a lighter footprint.`,
              marks: [],
            },
          ],
        },
        {
          _key: 'vmvf0yxo',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'ew3yj3oo',
              _type: 'span',
              text: 'Locals lead',
              marks: [],
            },
          ],
        },
        {
          _key: 'w756oy6x',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ilx53i7z',
              _type: 'span',
              text: 'Our leaders come from the places they guide. They’re paid fairly, trained every year and free to change the day’s plan when the market is better on Thursday.',
              marks: [],
            },
          ],
        },
        {
          _key: 'qt88pndu',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'jx6xaxip',
              _type: 'span',
              text: 'Honest pricing',
              marks: [],
            },
          ],
        },
        {
          _key: 'rg5fx6ys',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'rvy26d09',
              _type: 'span',
              text: 'Your tour price covers accommodation, most meals, entry fees, transport and tips for porters and drivers. No surprise “optional extras” on day two.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'rp9sc43u',
      _type: 'richTextSection',
      title: 'Talk to a real person',
      body: [
        {
          _key: 'nbsuummh',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'eilmriuu',
              _type: 'span',
              text: 'Between them, our travel consultants have visited more than 90 countries. Call, email or drop in — the kettle’s always on.',
              marks: [],
            },
          ],
        },
        {
          _key: 'fe3f54a0',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            { _key: 'f7adf228', _type: 'span', text: 'Visit:', marks: ['strong'] },
            { _key: 'bfe2bd3b', _type: 'span', text: ' ', marks: [] },
            { _key: 'b32027c8', _type: 'siteFact', fact: 'address' },
          ],
        },
        {
          _key: '4bdb1da7',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            { _key: '411ae0c4', _type: 'span', text: 'Phone:', marks: ['strong'] },
            { _key: '2db49d63', _type: 'span', text: ' ', marks: [] },
            { _key: '9b8a93c0', _type: 'siteFact', fact: 'phone' },
          ],
        },
        {
          _key: 'dda6038b',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            { _key: '581b7b2b', _type: 'span', text: 'Email:', marks: ['strong'] },
            { _key: '95ea800a', _type: 'span', text: ' ', marks: [] },
            { _key: '60889233', _type: 'siteFact', fact: 'email' },
          ],
        },
        {
          _key: '64e26d58',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            { _key: 'd7c08fef', _type: 'span', text: 'We’re open ', marks: [] },
            { _key: 'b1a71ea7', _type: 'siteFact', fact: 'openingHours' },
            { _key: '6c7090f2', _type: 'span', text: '.', marks: [] },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
