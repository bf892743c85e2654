import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

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
      'Golf holidays in Scotland, the home of golf: St Andrews, Carnoustie, Kingsbarns, Royal Dornoch and the links of the Ayrshire coast.',
  },
  blocks: [
    {
      _key: 'gehix76o',
      _type: 'heroSlider',
      label: 'Scotland highlights',
      quickSearch: false,
      slides: [
        {
          _key: 'nfk3s51j',
          _type: 'heroSlide',
          image: seedImage('golf-links-lighthouse'),
          subtitle: 'Golf in Scotland',
          title: 'Where the game began, and its links still set the test',
          buttons: [
            {
              _key: '40qee4uj',
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
              _key: 'va7dwib9',
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
      _key: '04kek8ai',
      _type: 'destinationIntro',
      text: [
        {
          _key: 'kgdzryqc',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'imzilhtg',
              _type: 'span',
              text: 'Scotland is where the game began, and its links still set the test: firm turf, wind off the North Sea and bunkers with names. Fife and the Angus coast give you the Old Course, Carnoustie and Kingsbarns within half an hour of each other; further north, Royal Dornoch and Castle Stuart repay the drive; in the south-west, Turnberry, Royal Troon and Prestwick line the Ayrshire coast.',
              marks: [],
            },
          ],
        },
        {
          _key: '9w5d8hx7',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '236dpzh5',
              _type: 'span',
              text: 'The season runs from May to September, and in June the light lasts until after ten at night, so a second round after dinner is no stretch. April and October are quieter and kinder on green fees, if you pack for all four seasons in one day.',
              marks: [],
            },
          ],
        },
        {
          _key: 'tfwt4pli',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'wo4iwdzj',
              _type: 'span',
              text: 'We enter you in the Old Course ballot and hold confirmed times on the New and Jubilee courses as back-up, book caddies where you want them, and stay in St Andrews within walking distance of the first tee. A driver-guide takes the clubs and the wheel, and we leave a day free for the Highlands or a distillery.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: '415mjx8n',
      _type: 'tourProducts',
      title: 'Our Scotland golf holidays',
      destinationSlug: 'scotland',
    },
    {
      _key: 'gd9i67cq',
      _type: 'imageWithText',
      subtitle: 'Tailor-made',
      title: 'Your Scotland, your pace',
      body: [
        {
          _key: 'nxaa7nfg',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '1eu15juw',
              _type: 'span',
              text: 'Tell us the courses on your list, your handicaps and who is coming along, and a Fairway specialist who has played them will build a Scotland itinerary around you, with a free quote.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-tailor-made-planning'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Plan my Scotland trip',
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
