import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'destinationPage-golf-great-britain-ireland-isle-of-man',
  _type: 'destinationPage',
  brand: 'golf',
  title: 'Isle of Man',
  group: {
    _type: 'slug',
    current: 'great-britain-ireland',
  },
  slug: {
    _type: 'slug',
    current: 'isle-of-man',
  },
  seo: {
    metaTitle: 'Golf in the Isle of Man | Fairway Golf Journeys',
    metaDescription:
      'Golf holidays in the Isle of Man: Castletown Golf Links on the Langness peninsula, Peel and Ramsey, in the middle of the Irish Sea.',
  },
  blocks: [
    {
      _key: '12qlg1ad',
      _type: 'heroSlider',
      label: 'Isle of Man highlights',
      quickSearch: false,
      slides: [
        {
          _key: 'cmgmlqgq',
          _type: 'heroSlide',
          image: seedImage('golf-isle-of-man-links'),
          subtitle: 'Golf in the Isle of Man',
          title: 'Links golf in the middle of the Irish Sea',
          buttons: [
            {
              _key: 'qekmv62q',
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
              _key: 'pu95iv4g',
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
      _key: 'sriwa48v',
      _type: 'destinationIntro',
      text: [
        {
          _key: '6w1yanbu',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'btgb0f9i',
              _type: 'span',
              text: 'The Isle of Man is small enough to play from one base, and its best course is worth the crossing on its own: Castletown Golf Links sits on the Langness peninsula with the sea on three sides, a links where the wind decides the club more often than the yardage. Peel, on the west coast, and Ramsey, in the north, round out a few days of relaxed island golf.',
              marks: [],
            },
          ],
        },
        {
          _key: 'z4lk3iwr',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'igkn9cvu',
              _type: 'span',
              text: 'May to September brings the longest days and the firmest turf. The island fills up for the TT motorcycle races at the turn of May and June, so we plan around them unless you would like to see them.',
              marks: [],
            },
          ],
        },
        {
          _key: 'qi8ehm81',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'vswta1uy',
              _type: 'span',
              text: 'The island is a short flight or a ferry from the north-west of England, so a Fairway trip usually adds it to a week on England’s Open venues or across the water in Northern Ireland. We book the crossings, the tee times and a hotel near the courses, and you bring the clubs.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'o9wy8o7a',
      _type: 'tourProducts',
      title: 'Our Isle of Man golf holidays',
      destinationSlug: 'isle-of-man',
    },
    {
      _key: 'hvs8acno',
      _type: 'imageWithText',
      subtitle: 'Tailor-made',
      title: 'Add the Isle of Man to your trip',
      body: [
        {
          _key: 'dcrjj98t',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'f4sss6k0',
              _type: 'span',
              text: 'Tell us where else you are playing and how long you have, and we will fit the island in, with the crossings and tee times confirmed and a free quote.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-tailor-made-planning'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Plan my Isle of Man trip',
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
