import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-rail-rail-journey-enquiry',
  _type: 'page',
  brand: 'rail',
  title: 'Rail journey enquiry',
  slug: {
    _type: 'slug',
    current: 'rail-journey-enquiry',
  },
  seo: {
    metaTitle: 'Ask about a rail journey | Silver Line Rail Journeys',
    metaDescription:
      'Ask our rail specialists about availability, cabins and fares on the Ghan, the Glacier Express, Japan’s bullet trains and more.',
  },
  blocks: [
    {
      _key: 'omny0pz4',
      _type: 'richTextSection',
      title: 'Ask us about a rail journey',
      body: [
        {
          _key: 'qub0x9hq',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '19zy3alg',
              _type: 'span',
              text: 'Tell us which journey you have in mind and roughly when, and we’ll check cabins, connections and hotels either side of the train.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'jl28wmn3',
      _type: 'formBlock',
      title: 'Your enquiry',
      form: {
        _type: 'reference',
        _ref: 'form-rail-rail-journey-enquiry',
      },
    },
  ],
} satisfies SeedDocument<Page>
