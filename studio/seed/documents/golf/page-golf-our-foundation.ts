import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-golf-our-foundation',
  _type: 'page',
  brand: 'golf',
  title: 'Our foundation',
  slug: {
    _type: 'slug',
    current: 'our-foundation',
  },
  seo: {
    metaTitle: 'The Fairway Foundation | Fairway Golf Journeys',
    metaDescription:
      'The Fairway Foundation puts a share of every golf holiday into free junior coaching and course conservation in the places our golfers visit.',
  },
  blocks: [
    {
      _type: 'foundationAbout',
      heroImage: seedImage('golf-parkland-fairway'),
      title: 'The Fairway Foundation',
      body: [
        {
          _key: 'hme5iy7r',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '5w2d71bo',
              _type: 'span',
              text: 'Since 2015, five dollars of every golf holiday we sell has gone to the Fairway Foundation. It pays for free junior coaching at the clubs our golfers visit, from Dornoch to Da Nang, and for dune and wetland work on the links we love.',
              marks: [],
            },
          ],
        },
        {
          _key: 't9pgz0i8',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'oj3l4frz',
              _type: 'span',
              text: 'The Foundation is run by a volunteer board of our staff and guests, and every grant is published each year with the club it went to and what it paid for.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-old-town-links'),
      _key: 'df83ecfy',
    },
    {
      _type: 'valueCarousel',
      title: 'What the Foundation funds',
      variant: 'twoCards',
      items: [
        {
          _key: '2eapfrp5',
          _type: 'valueItem',
          title: 'Junior coaching',
          text: 'Free weekly sessions for under-16s at eleven partner clubs, with clubs and balls lent for the season.',
          image: seedImage('golf-junior-coaching'),
        },
        {
          _key: 'k7zq31bi',
          _type: 'valueItem',
          title: 'Dune restoration',
          text: 'Marram planting and fencing on three Scottish links, keeping the dunes where the wind would take them.',
          image: seedImage('golf-links-lighthouse'),
        },
        {
          _key: 'gl1br5vp',
          _type: 'valueItem',
          title: 'Caddie scholarships',
          text: 'Two-year English and rules courses for young caddies on Vietnam’s central coast.',
          image: seedImage('golf-vietnam-coast-sunset'),
        },
        {
          _key: 'tle8tbhe',
          _type: 'valueItem',
          title: 'Water-wise greens',
          text: 'Grants for drought-tolerant grasses and rainwater tanks at clubs on the Algarve.',
          image: seedImage('golf-algarve-clifftop'),
        },
      ],
      _key: '5txvrjhd',
    },
    {
      _type: 'counter',
      topTitle: 'Since 2015',
      numberCount: 1250,
      suffix: '+',
      bottomTitle: 'JUNIOR GOLFERS COACHED FOR FREE',
      _key: 'cxlhv5wq',
    },
  ],
} satisfies SeedDocument<Page>
