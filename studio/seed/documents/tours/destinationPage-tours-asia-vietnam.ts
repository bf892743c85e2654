import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'destinationPage-tours-asia-vietnam',
  _type: 'destinationPage',
  brand: 'tours',
  title: 'Vietnam',
  group: {
    _type: 'slug',
    current: 'asia',
  },
  slug: {
    _type: 'slug',
    current: 'vietnam',
  },
  seo: {
    metaTitle: 'Vietnam tours | Wayfarer Tours',
    metaDescription:
      'Small-group and tailor-made tours of Vietnam: Hanoi, Halong Bay, Hoi An and the Mekong Delta with local leaders.',
  },
  blocks: [
    {
      _key: 'lh2vpm55',
      _type: 'heroSlider',
      label: 'Vietnam highlights',
      quickSearch: false,
      slides: [
        {
          _key: 'l4s3qmqh',
          _type: 'heroSlide',
          image: seedImage('tours-rice-terraces'),
          subtitle: 'Vietnam',
          title: 'From the rice terraces of the north to the Mekong Delta',
          buttons: [
            {
              _key: 'u7lpkpmx',
              _type: 'buttonAction',
              label: 'Plan a tailor-made trip',
              internalLink: true,
              newTab: false,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-tailor-made',
              },
            },
            {
              _key: '6m5ntqav',
              _type: 'buttonAction',
              label: 'Talk to us',
              internalLink: true,
              newTab: false,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-contact-us',
              },
            },
          ],
        },
      ],
    },
    {
      _key: 'zoz8w7rr',
      _type: 'destinationIntro',
      text: [
        {
          _key: 't9hs46j5',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'kmn1i064',
              _type: 'span',
              text: 'Vietnam rewards travellers who take their time. Our leaders grew up here: they know which Hanoi street kitchen opens first, which bay of Halong Bay stays quiet at dawn, and which family in Hoi An still makes lanterns by hand.',
              marks: [],
            },
          ],
        },
        {
          _key: 'gmq8v84f',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '5j4j5fpf',
              _type: 'span',
              text: 'Every itinerary keeps groups to 16 or fewer, with a local leader from start to finish, and a day or two free wherever a place deserves it.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: '8wnz87ai',
      _type: 'tourProducts',
      title: 'Our Vietnam tours',
      destinationSlug: 'vietnam',
      seeMore: {
        _type: 'buttonAction',
        label: 'See More',
        internalLink: false,
        newTab: false,
        link: '/en/tours?destination=vietnam',
      },
    },
    {
      _key: 'r78gk9nm',
      _type: 'imageWithText',
      subtitle: 'Tailor-made',
      title: 'Vietnam on your own dates',
      body: [
        {
          _key: 'p7w0x5ak',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'xqp4izh3',
              _type: 'span',
              text: 'Prefer to travel privately, or to spend longer in Hoi An than a group can? Our Vietnam specialists will design a trip around your dates and interests, with the same local guides, and send you a free quote.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('tours-hoi-an-lanterns'),
      imagePosition: 'right',
      button: {
        _type: 'buttonAction',
        label: 'Plan a tailor-made trip',
        internalLink: true,
        newTab: false,
        reference: {
          _type: 'reference',
          _ref: 'page-tours-tailor-made',
        },
      },
    },
    {
      _key: 'relviet1',
      _type: 'destinationRelations',
      title: 'Combine Vietnam with',
      entries: [
        {
          _key: 'relcam01',
          _type: 'relatedDestination',
          categoryTitle: 'Asia',
          slug: 'japan',
          metaTitle: 'Japan',
          page: { _type: 'reference', _ref: 'destinationPage-tours-asia-japan' },
          description: 'Bullet trains, temples and the cherry blossom: a week in Japan after Vietnam.',
          image: seedImage('tours-japan-pagoda-fuji'),
        },
        {
          _key: 'relmor01',
          _type: 'relatedDestination',
          categoryTitle: 'Africa & Middle East',
          slug: 'morocco',
          metaTitle: 'Morocco',
          description: 'From the imperial cities to a night under Saharan stars.',
          image: seedImage('tours-sahara-kasbah'),
        },
      ],
    },
  ],
} satisfies SeedDocument<DestinationPage>
