import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'page-golf-golf-day-enquiry',
  _type: 'page',
  brand: 'golf',
  title: 'Golf day enquiry',
  slug: {
    _type: 'slug',
    current: 'golf-day-enquiry',
  },
  seo: {
    metaTitle: 'Golf days and group golf trips | Fairway Golf Journeys',
    metaDescription:
      'Club trips, corporate golf days and group golf holidays on the world’s great courses, with every tee time arranged.',
  },
  blocks: [
    {
      _key: 'wku4d1cw',
      _type: 'richTextSection',
      title: 'Bring your group: we’ll book the tee times',
      body: [
        {
          _key: 'lar6mqve',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '8i7exxul',
              _type: 'span',
              text: 'From a four-ball to a full field of 72, we arrange the courses, the transfers and the dinner afterwards, and we can run the competition for you with scorecards and prizes.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: '3aukq1ys',
      _type: 'formBlock',
      form: {
        _type: 'reference',
        _ref: 'form-golf-golf-day-enquiry',
      },
    },
  ],
} satisfies SeedDocument<Page>
