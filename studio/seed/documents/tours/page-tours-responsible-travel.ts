import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-tours-responsible-travel',
  _type: 'page',
  brand: 'tours',
  title: 'Responsible travel',
  slug: {
    _type: 'slug',
    current: 'responsible-travel',
  },
  seo: {
    metaTitle: 'Responsible travel | Wayfarer Tours',
    metaDescription:
      'How Wayfarer Tours keeps money in local communities, cuts its carbon footprint and protects wildlife and cultural heritage.',
  },
  blocks: [
    {
      _key: 'd8vln1ql',
      _type: 'richTextSection',
      title: 'Travel should leave places better than we found them',
      body: [
        {
          _key: 'e3h97vfo',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'efzt6vsy',
              _type: 'span',
              text: 'Tourism can sustain a village or overwhelm it. Since 2007 we’ve made choices that keep our groups small, our spending local and our impact in check, and we publish an annual impact report so you can hold us to it.',
              marks: [],
            },
          ],
        },
        {
          _key: 'dyer666q',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'h70822z3',
              _type: 'span',
              text: 'Here’s what that looks like in practice.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'i863e808',
      _type: 'imageWithText',
      subtitle: 'Local first',
      title: 'Around 70 cents in every dollar stays in the destination',
      body: [
        {
          _key: 'hxlude9f',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'xdvxlff2',
              _type: 'span',
              text: 'We use locally owned guesthouses, restaurants and transport wherever we can. Our leaders are employed locally on fair, year-round contracts rather than casual per-trip rates.',
              marks: [],
            },
          ],
        },
        {
          _key: 'm9fcu546',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'vn0f08qo',
              _type: 'span',
              text: 'Through the ',
              marks: [],
            },
            {
              _key: 'yestwd7r',
              _type: 'span',
              text: 'Wayfarer Foundation',
              marks: ['strong'],
            },
            {
              _key: 'f1wv0hiv',
              _type: 'span',
              text: ', $25 from every booking funds projects chosen by our local partners, including a girls’ scholarship program in Peru’s Sacred Valley and clean-water systems for village schools near Sapa.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('tours-rice-terraces'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Join a small-group tour',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-tours-small-group-tours',
        },
        newTab: false,
      },
    },
    {
      _key: 'tazu54xi',
      _type: 'richTextSection',
      title: 'Our commitments',
      body: [
        {
          _key: 'qtw9mp59',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'plv9uat6',
              _type: 'span',
              text: 'Carbon:',
              marks: ['strong'],
            },
            {
              _key: 'w7vwqpp9',
              _type: 'span',
              text: ' we measure the emissions of every trip, flights included, and have cut on-the-ground emissions per traveller by 31% since 2019. We fund verified Gold Standard projects for the remainder.',
              marks: [],
            },
          ],
        },
        {
          _key: 'sjaleiwq',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'soyl1604',
              _type: 'span',
              text: 'Wildlife:',
              marks: ['strong'],
            },
            {
              _key: 'tt6istc1',
              _type: 'span',
              text: ' no elephant rides, no captive dolphin shows and no animal performances. Ever.',
              marks: [],
            },
          ],
        },
        {
          _key: 'cvw2b48j',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'kcxi68ci',
              _type: 'span',
              text: 'Culture:',
              marks: ['strong'],
            },
            {
              _key: 'vypw9p7z',
              _type: 'span',
              text: ' photography etiquette, dress guidelines and a short phrasebook come with every pre-departure pack.',
              marks: [],
            },
          ],
        },
        {
          _key: 'y0sli7nv',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'xm9qfztp',
              _type: 'span',
              text: 'Plastic:',
              marks: ['strong'],
            },
            {
              _key: 'vurm3hru',
              _type: 'span',
              text: ' refillable bottles and filtered water on every itinerary, saving around 180,000 single-use bottles a year.',
              marks: [],
            },
          ],
        },
        {
          _key: 'bd662mke',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'zfuhcibp',
              _type: 'span',
              text: 'Before you travel, check the latest advice for your destination on ',
              marks: [],
            },
            {
              _key: 'rcxv9zra',
              _type: 'siteFact',
              fact: 'travelAdvice',
            },
            {
              _key: 'm31y1w29',
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
