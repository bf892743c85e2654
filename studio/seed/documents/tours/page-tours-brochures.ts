import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-tours-brochures',
  _type: 'page',
  brand: 'tours',
  title: 'Brochures',
  slug: {
    _type: 'slug',
    current: 'brochures',
  },
  seo: {
    metaTitle: 'Brochures | Wayfarer Tours',
    metaDescription:
      'Read our 2027 brochures online: small-group tours, tailor-made journeys, walking and trekking, and a brochure for every region we travel in.',
  },
  blocks: [
    {
      _key: 'wth6ak8z',
      _type: 'brochures',
      title: 'Read our brochures online',
      brochures: [
        {
          _key: 'vg0g5ljr',
          _type: 'reference',
          _ref: 'brochure-tours-small-group-tours-2028',
        },
        {
          _key: '5ioymspy',
          _type: 'reference',
          _ref: 'brochure-tours-small-group-tours-2027',
        },
        {
          _key: 'pr5syf3d',
          _type: 'reference',
          _ref: 'brochure-tours-tailor-made-journeys-2027',
        },
        {
          _key: 'isxwthpj',
          _type: 'reference',
          _ref: 'brochure-tours-walking-and-trekking-2027',
        },
        {
          _key: 's6gcn2am',
          _type: 'reference',
          _ref: 'brochure-tours-japan-cherry-blossom-2026',
        },
        {
          _key: '4nx28arj',
          _type: 'reference',
          _ref: 'brochure-tours-japan-2027',
        },
        {
          _key: '132gvt74',
          _type: 'reference',
          _ref: 'brochure-tours-vietnam-cambodia-laos-2027',
        },
        {
          _key: 'xo1yuf96',
          _type: 'reference',
          _ref: 'brochure-tours-morocco-and-the-sahara-2027',
        },
        {
          _key: 'tjoban1e',
          _type: 'reference',
          _ref: 'brochure-tours-greek-islands-2027',
        },
        {
          _key: 'qxfqcm5a',
          _type: 'reference',
          _ref: 'brochure-tours-norway-fjords-2027',
        },
        {
          _key: '4o4rpi83',
          _type: 'reference',
          _ref: 'brochure-tours-danube-and-central-europe-2027',
        },
        {
          _key: 'rk11zgtz',
          _type: 'reference',
          _ref: 'brochure-tours-the-alps-2027',
        },
        {
          _key: 'eeys5bzu',
          _type: 'reference',
          _ref: 'brochure-tours-outback-australia-2027',
        },
        {
          _key: 'laloe61a',
          _type: 'reference',
          _ref: 'brochure-tours-great-railway-journeys-2027',
        },
        {
          _key: '92pil6mj',
          _type: 'reference',
          _ref: 'brochure-tours-scotland-2027',
        },
        {
          _key: 'cq8s19mg',
          _type: 'reference',
          _ref: 'brochure-tours-portugal-2027',
        },
        {
          _key: 'dm7se7r8',
          _type: 'reference',
          _ref: 'brochure-tours-central-vietnam-2027',
        },
        {
          _key: 'bgws60hj',
          _type: 'reference',
          _ref: 'brochure-tours-small-ships-2027',
        },
        {
          _key: 'ntbcjiyg',
          _type: 'reference',
          _ref: 'brochure-tours-northern-vietnam-2027',
        },
        {
          _key: 'z2lsl89s',
          _type: 'reference',
          _ref: 'brochure-tours-himalaya-2027',
        },
      ],
    },
    {
      _key: 'ytd39511',
      _type: 'richTextSection',
      title: 'Prefer a printed copy?',
      body: [
        {
          _key: 'r3zny2s6',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: '1vp08jzb',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-brochure-request',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'a8qf3vgm',
              _type: 'span',
              text: 'Every brochure opens here as a PDF you can read on any screen. We also post printed copies to addresses in Australia and New Zealand: ',
              marks: [],
            },
            {
              _key: 'tdjn25v7',
              _type: 'span',
              text: 'order a free brochure',
              marks: ['1vp08jzb'],
            },
            {
              _key: '6m8dsvlu',
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
