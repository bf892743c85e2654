import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

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
          image: seedImage('tours-japan-pagoda-fuji'),
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
            {
              _key: 'jprailtp',
              _type: 'buttonAction',
              label: 'Travel tips: Japan by rail',
              internalLink: true,
              newTab: false,
              reference: {
                _type: 'reference',
                _ref: 'post-tours-japan-by-rail-kyoto-to-the-alps-without-the-luggage',
              },
            },
          ],
        },
      ],
    },
    {
      _key: 'ckyr8b48',
      _type: 'destinationIntro',
      text: [
        {
          _key: 'tgvduep0',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'qt9ojcjo',
              _type: 'span',
              text: 'Japan is best seen by train and on foot. The shinkansen carries you from Tokyo’s neon and neighbourhood shrines to Kyoto’s temples and gardens in a little over two hours; slower lines climb into the Japan Alps, to the thatched farmhouses of Shirakawa-go and the old merchant streets of Takayama. Further afield, Hokkaido has powder snow and hot springs, and Okinawa warm seas and a culture of its own.',
              marks: [],
            },
          ],
        },
        {
          _key: 'ge8bgarr',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'dncs5yby',
              _type: 'span',
              text: 'Each season has its reason to go: the cherry blossom from late March into April, the maples of Kyoto and Nikko in November, the snow festivals of Hokkaido in February. Summer is hot and humid in the cities and the time for the mountains.',
              marks: [],
            },
          ],
        },
        {
          _key: 'nud7szja',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'lnkrailp',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'post-tours-japan-by-rail-kyoto-to-the-alps-without-the-luggage',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'mfwck8c3',
              _type: 'span',
              text: 'Our groups are 16 or fewer, with a leader who lives in Japan and speaks the language. ',
              marks: [],
            },
            {
              _key: 'luggage1',
              _type: 'span',
              text: 'Your luggage goes ahead by courier between hotels',
              marks: ['lnkrailp'],
            },
            {
              _key: 'luggage2',
              _type: 'span',
              text: ', so you travel light on the trains, and at least one night on every itinerary is spent in a ryokan, with a kaiseki dinner and an onsen bath.',
              marks: [],
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
      _key: 'ce67fjie',
      _type: 'imageWithText',
      subtitle: 'Tailor-made',
      title: 'Japan your way',
      body: [
        {
          _key: '54p7vdfk',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'jr7qae4v',
              _type: 'span',
              text: 'Travelling on your own dates, with family, or for the cherry blossom at its peak? Tell us what you would like to see and our Japan specialists will design a private itinerary around it, with a free quote.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('tours-kyoto-yasaka-pagoda'),
      imagePosition: 'left',
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
      _key: '8l7jnqek',
      _type: 'destinationGroups',
      title: 'More destinations',
    },
  ],
} satisfies SeedDocument<DestinationPage>
