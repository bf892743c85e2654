import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'destinationPage-golf-europe-spain',
  _type: 'destinationPage',
  brand: 'golf',
  title: 'Spain',
  group: {
    _type: 'slug',
    current: 'europe',
  },
  slug: {
    _type: 'slug',
    current: 'spain',
  },
  seo: {
    metaTitle: 'Golf in Spain | Fairway Golf Journeys',
    metaDescription:
      'Golf holidays in Spain: Valderrama, Sotogrande and the courses of the Costa del Sol, and PGA Catalunya near Girona.',
  },
  blocks: [
    {
      _key: '1ptks6n4',
      _type: 'heroSlider',
      label: 'Spain highlights',
      quickSearch: false,
      slides: [
        {
          _key: '3y47l6da',
          _type: 'heroSlide',
          image: seedImage('golf-spain-valderrama-cork'),
          subtitle: 'Golf in Spain',
          title: 'Valderrama, the Costa del Sol and the courses of Catalonia',
          buttons: [
            {
              _key: 'smhdc4nn',
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
              _key: 'g60cp6il',
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
      _key: 's7ycznkb',
      _type: 'destinationIntro',
      text: [
        {
          _key: 'n7fenx78',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '5ujc2uxd',
              _type: 'span',
              text: 'They call the Costa del Sol the Costa del Golf, and it holds the pick of Spain’s courses: Valderrama, host of the 1997 Ryder Cup, and Real Club de Golf Sotogrande at the western end, Finca Cortesin in the hills above the coast, and dozens of courses around Marbella. In the north-east, PGA Catalunya, near Girona, is a fine reason to pair golf with Barcelona.',
              marks: [],
            },
          ],
        },
        {
          _key: 'weftfwa2',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'j0a2gpls',
              _type: 'span',
              text: 'Autumn, winter and spring are the golf seasons here, from October to May, with mild, dry days on the Costa del Sol when northern courses are closed; July and August are hot, and the best tee times are the early ones.',
              marks: [],
            },
          ],
        },
        {
          _key: '0nj16kdp',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '9b051qig',
              _type: 'span',
              text: 'On a Fairway trip to Spain we hold the tee times that are hardest to find, Valderrama’s above all, and base you in a hotel on the coast or a golf resort, with transfers to each course. Non-golfers get Seville, Granada and the white villages within a day’s trip.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'sbaevmi4',
      _type: 'tourProducts',
      title: 'Our Spain golf holidays',
      destinationSlug: 'spain',
    },
    {
      _key: 'abxb1t6l',
      _type: 'imageWithText',
      subtitle: 'Tailor-made',
      title: 'Plan your Spain golf trip',
      body: [
        {
          _key: '2n5p6xvo',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '3rtgeltj',
              _type: 'span',
              text: 'The Costa del Sol in winter sunshine, or Barcelona with a few rounds in Catalonia: tell us your wish list and we will build an itinerary around it, with a free quote.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-tailor-made-planning'),
      imagePosition: 'right',
      button: {
        _type: 'buttonAction',
        label: 'Plan my Spain trip',
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
