import type { DestinationPage } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'destinationPage-golf-great-britain-ireland-wales',
  _type: 'destinationPage',
  brand: 'golf',
  title: 'Wales',
  group: {
    _type: 'slug',
    current: 'great-britain-ireland',
  },
  slug: {
    _type: 'slug',
    current: 'wales',
  },
  seo: {
    metaTitle: 'Golf in Wales | Fairway Golf Journeys',
    metaDescription:
      'Golf holidays in Wales: Royal Porthcawl, Pennard, Royal St David’s, Aberdovey and the Celtic Manor, with quiet tee sheets and coast all the way.',
  },
  blocks: [
    {
      _key: 'oyzvz7ww',
      _type: 'heroSlider',
      label: 'Wales highlights',
      quickSearch: false,
      slides: [
        {
          _key: 'gf7camzo',
          _type: 'heroSlide',
          image: seedImage('golf-wales-links-mountains'),
          subtitle: 'Golf in Wales',
          title: 'Links by the sea and fairways beneath the mountains',
          buttons: [
            {
              _key: 'ce9j5uys',
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
              _key: 'f3s4o5a5',
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
      _key: 'q61b9xsp',
      _type: 'destinationIntro',
      text: [
        {
          _key: 'mck5hnp9',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'h5v4v3vg',
              _type: 'span',
              text: 'Wales is the secret of British golf. Royal Porthcawl is a links of championship pedigree on the south coast, Pennard sits high on the cliffs of the Gower, and in the north Royal St David’s plays beneath Harlech Castle and the mountains of Eryri, with Aberdovey and Nefyn’s headland holes close by. The Celtic Manor, host of the 2010 Ryder Cup, is just over the border from England.',
              marks: [],
            },
          ],
        },
        {
          _key: 'gy7nmjko',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'tcr9w8fw',
              _type: 'span',
              text: 'Come between May and September for the firmest links and the longest days; spring and early autumn are quieter still, and on the Welsh coast a quiet tee sheet is rarely hard to find.',
              marks: [],
            },
          ],
        },
        {
          _key: 'l75fuziz',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: '9ab82xrp',
              _type: 'span',
              text: 'A Fairway trip to Wales pairs the south coast with the north, or Wales with England’s North West, a short drive from Chester. We confirm your tee times before you travel, choose small hotels and coaching inns near the courses, and drive you between them.',
              marks: [],
            },
          ],
        },
      ],
    },
    {
      _key: 'j6p3peo7',
      _type: 'tourProducts',
      title: 'Our Wales golf holidays',
      destinationSlug: 'wales',
    },
    {
      _key: 'pedac2l1',
      _type: 'imageWithText',
      subtitle: 'Tailor-made',
      title: 'Plan your Wales golf trip',
      body: [
        {
          _key: 'z07q2qjw',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'pgghjvrh',
              _type: 'span',
              text: 'Tell us which courses you have heard about and which you would like us to find for you, and we will build a Welsh golf holiday around them, with a free quote.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-tailor-made-planning'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'Plan my Wales trip',
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
