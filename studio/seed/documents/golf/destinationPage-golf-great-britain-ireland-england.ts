import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'destinationPage-golf-great-britain-ireland-england',
  _type: 'destinationPage',
  brand: 'golf',
  title: 'England',
  group: {
    _type: 'slug',
    current: 'great-britain-ireland',
  },
  slug: {
    _type: 'slug',
    current: 'england',
  },
  seo: {
    metaTitle: 'Golf in England | Fairway Golf Journeys',
    metaDescription:
      'Golf holidays in England: the Open venues of the North West and Kent, and the heathland courses of Surrey and Berkshire.',
  },
  blocks: [
    {
      _key: 'mk99p8sy',
      _type: 'heroSlider',
      label: 'England highlights',
      quickSearch: false,
      slides: [
        {
          _key: '2ioe3mvz',
          _type: 'heroSlide',
          image: seedImage('golf-england-birkdale-dunes'),
          subtitle: 'Golf in England',
          title: 'Open championship links and the heathlands of Surrey',
          buttons: [
            {
              _key: '2lai5tn8',
              _type: 'buttonAction',
              label: 'Plan my golf holiday',
              internalLink: true,
              newTab: false,
              reference: {
                _type: 'reference',
                _ref: 'page-golf-tailor-made',
              },
            },
            {
              _key: 'ib722r6l',
              _type: 'buttonAction',
              label: 'Talk to us',
              internalLink: true,
              newTab: false,
              reference: {
                _type: 'reference',
                _ref: 'page-golf-contact-us',
              },
            },
          ],
        },
      ],
    },
    {
      _key: 'ohs4j2ap',
      _type: 'destinationIntro',
      text: [
        {
          _key: 'uenef4sl',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'cje1b41v',
              _type: 'span',
              text: 'England’s golf is two holidays in one. On the Lancashire and Merseyside coast, Royal Lytham & St Annes, Royal Birkdale and Royal Liverpool at Hoylake have all hosted the Open, with Royal St George’s at Sandwich doing the same in Kent. Inland, the heathland courses south-west of London, Sunningdale, Walton Heath, Swinley Forest and Wentworth, play through heather and pine.',
              marks: [],
            },
          ],
        },
        {
          _key: 'lx4qg9xq',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '0dqne8ms',
              _type: 'span',
              text: 'May to September is the season for both, with long evenings and the heather flowering purple on the heathlands in late summer. The heathland courses drain well and play beautifully in spring and autumn too, when their fairways are quietest.',
              marks: [],
            },
          ],
        },
        {
          _key: 'n4x1n12e',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'd1ds86zd',
              _type: 'span',
              text: 'On a Fairway trip to England we secure the visitor tee times these clubs allow, arrange the jacket-and-tie lunch where it is tradition, and move you between courses by private car. Many of our golfers finish with a few days in London, or start there and let us take care of the clubs.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'd2jcdzem',
      _type: 'tourProducts',
      title: 'Our England golf holidays',
      destinationSlug: 'england',
    },
    {
      _key: 'njdehrhp',
      _type: 'imageWithText',
      subtitle: 'Tailor-made',
      title: 'Plan your England golf trip',
      body: [
        {
          _key: 'ybv7e78f',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'j1b0oy65',
              _type: 'span',
              text: 'The North West’s links, the Surrey heathlands or a week of each: tell us your wish list and a Fairway specialist will put together an itinerary and a free quote.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-tailor-made-planning'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Plan my England trip',
        internalLink: true,
        newTab: false,
        reference: {
          _type: 'reference',
          _ref: 'page-golf-tailor-made',
        },
      },
    },
  ],
} satisfies SeedDocument<DestinationPage>
