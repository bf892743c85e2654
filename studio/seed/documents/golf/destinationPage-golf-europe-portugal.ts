import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'destinationPage-golf-europe-portugal',
  _type: 'destinationPage',
  brand: 'golf',
  title: 'Portugal',
  group: {
    _type: 'slug',
    current: 'europe',
  },
  slug: {
    _type: 'slug',
    current: 'portugal',
  },
  seo: {
    metaTitle: 'Golf in Portugal | Fairway Golf Journeys',
    metaDescription:
      'Golf holidays in Portugal: the Algarve’s Vilamoura, Vale do Lobo, Quinta do Lago and Monte Rei, and the Lisbon coast’s Oitavos Dunes, Penha Longa and Troia.',
  },
  blocks: [
    {
      _key: 'ewnjov1n',
      _type: 'heroSlider',
      label: 'Portugal highlights',
      quickSearch: false,
      slides: [
        {
          _key: '03oecspv',
          _type: 'heroSlide',
          image: seedImage('golf-algarve-clifftop'),
          subtitle: 'Golf in Portugal',
          title: 'Clifftop greens and winter sunshine, from the Algarve to Lisbon',
          buttons: [
            {
              _key: 'dz48tt4x',
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
              _key: 'p5lo3c5w',
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
      _key: 'f8z01j37',
      _type: 'destinationIntro',
      text: [
        {
          _key: 'huojvjsg',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'r8fqqieb',
              _type: 'span',
              text: 'Portugal offers two golf coasts. The Algarve is the famous one: Vilamoura’s Old Course among the umbrella pines, Vale do Lobo’s clifftop holes above the ochre cliffs, Quinta do Lago on the edge of the Ria Formosa, and Monte Rei, Jack Nicklaus’s design in the hills of the east. Around Lisbon, Oitavos Dunes plays by the Atlantic at Cascais, Penha Longa in the hills of Sintra and Troia on a sand spit across the Sado estuary.',
              marks: [],
            },
          ],
        },
        {
          _key: 'mg5ug3p9',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'qb7aqywt',
              _type: 'span',
              text: 'Spring and autumn are the best times, from March to May and September to November, with warm days and firm fairways; the winter is mild enough for golf most days, and the height of summer is hot and busy.',
              marks: [],
            },
          ],
        },
        {
          _key: 'uyjrs4mh',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'j3xxj2md',
              _type: 'span',
              text: 'A Fairway trip to Portugal is a golf holiday that is also a holiday: a resort base with a course or two on the doorstep, transfers to the rest, and time for a long lunch by the sea. Lisbon and the Algarve pair well in ten days, with a train or a driver between them.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'ash72hr9',
      _type: 'tourProducts',
      title: 'Our Portugal golf holidays',
      destinationSlug: 'portugal',
    },
    {
      _key: 't3il4dp5',
      _type: 'imageWithText',
      subtitle: 'Tailor-made',
      title: 'Plan your Portugal golf trip',
      body: [
        {
          _key: 'zu45iry3',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '785ad39z',
              _type: 'span',
              text: 'A week of Algarve sunshine, the Lisbon coast, or both: tell us how often you want to play and where you would like to stay, and we will send an itinerary and a free quote.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-tailor-made-planning'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Plan my Portugal trip',
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
