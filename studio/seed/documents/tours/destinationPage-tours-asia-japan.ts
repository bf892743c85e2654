import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'destinationPage-tours-asia-japan',
  _type: 'destinationPage',
  brand: 'tours',
  title: 'Japan',
  group: {
    _type: 'slug',
    current: 'asia',
  },
  slug: {
    _type: 'slug',
    current: 'japan',
  },
  seo: {
    metaTitle: 'Japan tours | Wayfarer Tours',
    metaDescription:
      'Small-group tours of Japan by rail and on foot: Tokyo, Kyoto, the Japan Alps, Hokkaido and Okinawa.',
  },
  blocks: [
    {
      _key: 'rzxjvvti',
      _type: 'heroSlider',
      label: 'Japan highlights',
      quickSearch: false,
      slides: [
        {
          _key: '18b1jk1a',
          _type: 'heroSlide',
          image: {
            _type: 'image',
            _sanityAsset: 'image@file://./images/f61a135c1faab3e7c2f3a61a465766b187bcfd1f-1600x1000.jpg',
            alt: 'Illustration of a white bullet train with a blue stripe on an elevated track, with snow-capped Mt Fuji behind and pink cherry blossom trees in the foreground',
          },
          subtitle: 'Japan',
          title: 'Bullet trains, temples and the cherry blossom',
          buttons: [
            {
              _key: '69939gaq',
              _type: 'buttonAction',
              label: 'Small-group tours',
              internalLink: true,
              newTab: false,
              reference: {
                _type: 'reference',
                _ref: 'page-tours-small-group-tours',
              },
            },
          ],
        },
      ],
    },
    {
      _key: '1z4940jo',
      _type: 'tourProducts',
      title: 'Our Japan tours',
      destinationSlug: 'japan',
      seeMore: {
        _type: 'buttonAction',
        label: 'See More',
        internalLink: false,
        newTab: false,
        link: '/en/tours?destination=japan',
      },
    },
    {
      _key: '8l7jnqek',
      _type: 'destinationGroups',
      title: 'More destinations',
    },
  ],
} satisfies SeedDocument<DestinationPage>
