import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

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
          image: {
            _type: 'image',
            _sanityAsset: 'image@file://./images/444b5006d3874348f9726f2b87435590e990ffa3-1600x1000.jpg',
            alt: 'Illustration of bright green rice terraces curving across a hillside in northern Vietnam, with water-filled paddies, a small wooden hut and misty mountains behind',
          },
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
      image: {
        _type: 'image',
        _sanityAsset: 'image@file://./images/20dad227746d577fc4e77a226afa9ff7495e8d47-1200x1200.jpg',
        alt: 'Illustration of Hoi An’s ochre shophouses at night, strung with red, yellow, pink and green silk lanterns reflected in the Thu Bon River',
      },
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
          image: {
            _type: 'image',
            _sanityAsset: 'image@file://./images/29872c0d60b64566a5f885beb1fcea2ab698c630-1600x1000.jpg',
            alt: 'Illustration of a red five-storey pagoda on a lakeshore below snow-capped Mt Fuji, with pink cherry blossom trees in the foreground',
          },
        },
        {
          _key: 'relmor01',
          _type: 'relatedDestination',
          categoryTitle: 'Africa & Middle East',
          slug: 'morocco',
          metaTitle: 'Morocco',
          description: 'From the imperial cities to a night under Saharan stars.',
          image: {
            _type: 'image',
            _sanityAsset: 'image@file://./images/15a688118dace1eefc9ceb0b5073536179818aa8-1600x1000.jpg',
            alt: 'Illustration of a mud-brick kasbah with crenellated towers and date palms on a ridge of orange Saharan dunes under a low, glowing sun',
          },
        },
      ],
    },
  ],
} satisfies SeedDocument<DestinationPage>
