import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-tours-tailor-made-journeys',
  _type: 'page',
  brand: 'tours',
  title: 'Tailor-made journeys',
  slug: {
    _type: 'slug',
    current: 'tailor-made-journeys',
  },
  seo: {
    metaTitle: 'Tailor-made journeys & private tours | Wayfarer Tours',
    metaDescription:
      'Private, tailor-made journeys designed around your dates, pace and interests, with our local leaders and hand-picked places to stay.',
  },
  blocks: [
    {
      _key: 'd47ci7x3',
      _type: 'imageWithText',
      subtitle: 'Tailor-made',
      title: 'Your trip, your dates, our local know-how',
      body: [
        {
          _key: 'c4x7ycti',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'mjqks46l',
              _type: 'span',
              text: 'Some trips don’t fit a group departure: a 40th wedding anniversary in Tuscany, three generations exploring Japan, or a long-awaited month in Morocco at your own pace.',
              marks: [],
            },
          ],
        },
        {
          _key: 'l4009xxm',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'jw3dp6vc',
              _type: 'span',
              text: 'Each of our tailor-made specialists focuses on one region and has lived or guided there. They’ll design a private journey from scratch, with your own driver-guide, stays chosen for you and room to change your mind along the way.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('tours-sahara-kasbah'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Talk to a specialist',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-tours-about-us',
        },
        newTab: false,
      },
    },
    {
      _key: 'tzjru3ro',
      _type: 'richTextSection',
      title: 'How it works',
      body: [
        {
          _key: 'd3dbsmnt',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'mof9g01j',
              _type: 'span',
              text: '1. Tell us your idea',
              marks: [],
            },
          ],
        },
        {
          _key: 'lms1g60h',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'g2kmd5n2',
              _type: 'span',
              text: 'Call, email or fill in our short questionnaire. Rough dates, who’s travelling and what you love doing is plenty to start with.',
              marks: [],
            },
          ],
        },
        {
          _key: 'sbj4qyfx',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'ey9dlvxi',
              _type: 'span',
              text: '2. Receive your draft itinerary',
              marks: [],
            },
          ],
        },
        {
          _key: 'e7849343',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'c4a511e3',
              _type: 'span',
              text: 'Within five working days you’ll have a day-by-day plan with accommodation, experiences and an all-inclusive price in ',
              marks: [],
            },
            { _key: '70530a50', _type: 'siteFact', fact: 'currency' },
            { _key: '34719091', _type: 'span', text: '.', marks: [] },
          ],
        },
        {
          _key: 'x67j263r',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'qkam513b',
              _type: 'span',
              text: '3. Fine-tune it together',
              marks: [],
            },
          ],
        },
        {
          _key: 'p91djxwu',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'v0zu5sjf',
              _type: 'span',
              text: 'Swap a city day for a cooking class, add a night in the desert, upgrade the hotel in Kyoto. Most itineraries go through two or three versions, and that’s exactly how it should be.',
              marks: [],
            },
          ],
        },
        {
          _key: 'vie2ataw',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'vqp0ypb4',
              _type: 'span',
              text: '4. Travel with back-up',
              marks: [],
            },
          ],
        },
        {
          _key: 'm6qh8d8v',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'cpv7lhk6',
              _type: 'span',
              text: 'Your local team meets you on arrival, and our 24-hour emergency line is answered by people who know your itinerary by heart.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'gn4tjbl1',
      _type: 'richTextSection',
      title: 'Ideas to get you started',
      body: [
        {
          _key: 'xyo8dves',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'rgehl8gn',
              _type: 'span',
              text: 'Japan in autumn, 16 days:',
              marks: ['strong'],
            },
            {
              _key: 'uff8d6c0',
              _type: 'span',
              text: ' Tokyo, the Kiso Valley, Takayama, Kanazawa and Kyoto, timed for the maple colours of early November.',
              marks: [],
            },
          ],
        },
        {
          _key: 'td0zrmb8',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'dhhuat8q',
              _type: 'span',
              text: 'Peru for families, 12 days:',
              marks: ['strong'],
            },
            {
              _key: 'bcix4f7u',
              _type: 'span',
              text: ' Lima’s food markets, a Sacred Valley farm stay and the train to Machu Picchu, with no trekking required.',
              marks: [],
            },
          ],
        },
        {
          _key: 'e7hqrgik',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'kimy0qi2',
              _type: 'span',
              text: 'Amalfi and Sicily, 14 days:',
              marks: ['strong'],
            },
            {
              _key: 'ztmljt0w',
              _type: 'span',
              text: ' lemon groves in Ravello, a private boat around Capri, then Baroque towns and wineries on the slopes of Etna.',
              marks: [],
            },
          ],
        },
        {
          _key: 'g65fe7us',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'ur58vwmf',
              _type: 'span',
              text: 'Morocco slowly, 21 days:',
              marks: ['strong'],
            },
            {
              _key: 'b8sfci3d',
              _type: 'span',
              text: ' Chefchaouen, Fes, the Middle Atlas, two nights in the Sahara and a week by the sea in Essaouira.',
              marks: [],
            },
          ],
        },
        {
          _key: 's5j8tw2b',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 't1dgpsh2',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-small-group-tours',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'cgyn16lo',
              _type: 'span',
              text: 'Prefer company? Many of these regions also feature in our ',
              marks: [],
            },
            {
              _key: 'jwk2481u',
              _type: 'span',
              text: 'small-group tours',
              marks: ['t1dgpsh2'],
            },
            {
              _key: 'kfhrfbp8',
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
