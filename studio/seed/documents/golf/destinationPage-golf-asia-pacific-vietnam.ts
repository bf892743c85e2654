import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

/** Vietnam's central coast: one of golf's four headline trips (its home page), with its own page. */
export const document = {
  _id: 'destinationPage-golf-asia-pacific-vietnam',
  _type: 'destinationPage',
  brand: 'golf',
  title: 'Vietnam',
  group: {
    _type: 'slug',
    current: 'asia-pacific',
  },
  slug: {
    _type: 'slug',
    current: 'vietnam',
  },
  seo: {
    metaTitle: 'Golf in Vietnam | Fairway Golf Journeys',
    metaDescription:
      'Golf holidays on Vietnam’s central coast: Montgomerie Links, BRG Danang and Laguna Lang Co, between Da Nang, Hoi An and Hue.',
  },
  blocks: [
    {
      _key: 'wb3wm1yi',
      _type: 'heroSlider',
      label: 'Vietnam highlights',
      quickSearch: false,
      slides: [
        {
          _key: 'mos27kvd',
          _type: 'heroSlide',
          image: seedImage('golf-vietnam-coast-sunset'),
          subtitle: 'Golf in Vietnam',
          title: 'Dune courses and twilight rounds beside the South China Sea',
          buttons: [
            {
              _key: 'dwwpc2rd',
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
              _key: 'tp34fetm',
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
      _key: 'dmbp337f',
      _type: 'destinationIntro',
      text: [
        {
          _key: 'w2s6r9kk',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'vksdivgg',
              _type: 'span',
              text: 'Vietnam’s central coast has become one of Asia’s great golf destinations in barely fifteen years. Between Da Nang and Hoi An, Montgomerie Links and BRG Danang’s Dunes Course run through white sand dunes a short walk from the beach; an hour north, Laguna Lang Co threads its fairways between rice paddies, a granite hillside and the sea.',
              marks: [],
            },
          ],
        },
        {
          _key: 'spwu1vf7',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '8ws596y2',
              _type: 'span',
              text: 'The golf season runs from February to August, when the coast is dry; we tee off early, rest through the heat of the day and play twilight rounds as the sun drops behind the mountains. From September to December the rains and the odd typhoon reach the coast, and we plan around them.',
              marks: [],
            },
          ],
        },
        {
          _key: '0ax7xi3h',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ivut1mq8',
              _type: 'span',
              text: 'A Fairway trip to Vietnam stays at a beach resort between the courses, sends a caddie out with every group, and leaves an afternoon or two for the lantern-lit old town of Hoi An and the imperial city of Hue. We confirm every tee time before you fly.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'c5lz0noa',
      _type: 'tourProducts',
      title: 'Our Vietnam golf holidays',
      destinationSlug: 'vietnam',
    },
    {
      _key: 'ahiv3gqy',
      _type: 'imageWithText',
      subtitle: 'Tailor-made',
      title: 'Plan your Vietnam golf trip',
      body: [
        {
          _key: 'f56jmykz',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'm2o6gmpx',
              _type: 'span',
              text: 'Three courses or six, a week on the coast or a stop in Hanoi on the way: tell us how much golf you would like and who is coming, and we will send an itinerary and a free quote.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-parkland-fairway'),
      imagePosition: 'right',
      button: {
        _type: 'buttonAction',
        label: 'Plan my Vietnam trip',
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
