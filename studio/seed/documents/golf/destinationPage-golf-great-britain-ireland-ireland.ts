import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'destinationPage-golf-great-britain-ireland-ireland',
  _type: 'destinationPage',
  brand: 'golf',
  title: 'Ireland',
  group: {
    _type: 'slug',
    current: 'great-britain-ireland',
  },
  slug: {
    _type: 'slug',
    current: 'ireland',
  },
  seo: {
    metaTitle: 'Golf in Ireland | Fairway Golf Journeys',
    metaDescription:
      'Golf holidays in Ireland: the links of Kerry and Clare, Ballybunion, Lahinch and Waterville, and the championship courses around Dublin.',
  },
  blocks: [
    {
      _key: '575icgbt',
      _type: 'heroSlider',
      label: 'Ireland highlights',
      quickSearch: false,
      slides: [
        {
          _key: '8839060v',
          _type: 'heroSlide',
          image: seedImage('golf-ireland-old-head'),
          subtitle: 'Golf in Ireland',
          title: 'Wild Atlantic links and the warmest welcome in golf',
          buttons: [
            {
              _key: '4en1rbk1',
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
              _key: 'q7h7gnh2',
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
      _key: 't2r3kcnh',
      _type: 'destinationIntro',
      text: [
        {
          _key: '8pad6mvj',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'hfcq1oiy',
              _type: 'span',
              text: 'Ireland’s south-west holds one of the great runs of links golf anywhere: Ballybunion’s Old Course, Lahinch, Waterville and Tralee, laid through towering dunes above the Atlantic, with the Old Head of Kinsale on its clifftop promontory further east. On the other coast, Portmarnock and The European Club are an easy drive from Dublin.',
              marks: [],
            },
          ],
        },
        {
          _key: 'hszryqjk',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'aeq5pevb',
              _type: 'span',
              text: 'Play from May to September for the longest days and the firmest links; April and October bring quieter tee sheets and softer prices, and a waterproof is part of the kit in any month. However the wind blows, the welcome in the clubhouse afterwards is half the reason golfers come back.',
              marks: [],
            },
          ],
        },
        {
          _key: 'mmtxqdwb',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'vx7bh2f7',
              _type: 'span',
              text: 'A Fairway trip to Ireland is planned around a handful of courses rather than a round a day on the road: we base you in Killarney or Lahinch, confirm your tee times before you fly, and a driver-guide who knows the back roads of Kerry and Clare does the driving while you talk over the day.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'hk89m4em',
      _type: 'tourProducts',
      title: 'Our Ireland golf holidays',
      destinationSlug: 'ireland',
    },
    {
      _key: 'fq88kh7v',
      _type: 'imageWithText',
      subtitle: 'Tailor-made',
      title: 'Build your Irish golf trip',
      body: [
        {
          _key: '2jnvum2x',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'sp8ec79a',
              _type: 'span',
              text: 'Kerry and Clare, Dublin’s coast, or a week that takes in both: tell us what you want to play and where you want to stay, and we will come back with an itinerary and a free quote.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-tailor-made-planning'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Plan my Ireland trip',
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
