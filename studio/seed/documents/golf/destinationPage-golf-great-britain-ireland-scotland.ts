import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'destinationPage-golf-great-britain-ireland-scotland',
  _type: 'destinationPage',
  brand: 'golf',
  title: 'Scotland',
  group: {
    _type: 'slug',
    current: 'great-britain-ireland',
  },
  slug: {
    _type: 'slug',
    current: 'scotland',
  },
  seo: {
    metaTitle: 'Golf in Scotland | Fairway Golf Journeys',
    metaDescription:
      'Golf holidays in Scotland, the home of golf: St Andrews, Carnoustie and the links of the east coast.',
  },
  blocks: [
    {
      _key: 'oitgxewv',
      _type: 'richTextSection',
      title: 'Golf in Scotland',
      body: [
        {
          _key: 'frwkz060',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '7ar1cqzr',
              _type: 'span',
              text: 'Scotland is where the game began, and its links still set the test: firm turf, wind off the North Sea and bunkers with names. We book tee times on the Old Course ballot, Carnoustie and Kingsbarns, with a caddie where you want one.',
              marks: [],
            },
          ],
        },
        {
          _key: 'fnskxi2f',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'guq937fo',
              _type: 'span',
              text: 'Stay in St Andrews within walking distance of the first tee, and leave a day for the Highlands.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<DestinationPage>
