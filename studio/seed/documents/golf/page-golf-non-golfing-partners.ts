import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-golf-non-golfing-partners',
  _type: 'page',
  brand: 'golf',
  title: 'Non-golfing partners',
  slug: {
    _type: 'slug',
    current: 'non-golfing-partners',
  },
  seo: {
    metaTitle: 'Golf holidays with non-golfing partners | Fairway',
    metaDescription:
      'Travelling with someone who doesn’t play? Tours, spas, cooking classes and beaches for non-golfing partners on every golf holiday.',
  },
  blocks: [
    {
      _key: 'mqmbbb9n',
      _type: 'imageWithText',
      subtitle: 'Non-golfing partners',
      title: 'Not everyone wants 36 holes a day',
      body: [
        {
          _key: 'wopm794h',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'rn6b1a38',
              _type: 'span',
              text: 'Plenty of our golfers travel with a partner who’d rather be anywhere than a bunker. We plan their days just as carefully, at a reduced package price that includes the same hotels, transfers and local host.',
              marks: [],
            },
          ],
        },
        {
          _key: 'nwi6v5hu',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'cuegyg2d',
              _type: 'span',
              text: 'Most non-golfers join the group for dinners and rest days, then head off on their own program while the clubs come out.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-coastal-walk'),
      imagePosition: 'right',
      button: {
        _type: 'buttonAction',
        label: 'Talk to our team',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-golf-about-us',
        },
        newTab: false,
      },
    },
    {
      _key: 'llopxcww',
      _type: 'richTextSection',
      title: 'Ideas for the days off',
      body: [
        {
          _key: 'dzx2ttye',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'xkwh9ax8',
              _type: 'span',
              text: 'Scotland',
              marks: [],
            },
          ],
        },
        {
          _key: 'zha5nqcw',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'uvhxnpj5',
              _type: 'span',
              text: 'A day in Edinburgh’s Old Town, a distillery tour on the Speyside whisky trail, or the Fife Coastal Path between the fishing villages of Crail and Elie.',
              marks: [],
            },
          ],
        },
        {
          _key: 'fs0qm0gf',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'fazf499u',
              _type: 'span',
              text: 'Portugal',
              marks: [],
            },
          ],
        },
        {
          _key: 'ntebqc8t',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'k50qpomd',
              _type: 'span',
              text: 'A boat trip into the Benagil sea caves, a cataplana cooking class in Tavira and long lunches on the sand at Praia da Falésia.',
              marks: [],
            },
          ],
        },
        {
          _key: 'e1hrbqbg',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'dw43nzds',
              _type: 'span',
              text: 'New Zealand and Vietnam',
              marks: [],
            },
          ],
        },
        {
          _key: 'jhkwx99v',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'dy7niga5',
              _type: 'span',
              text: 'Jet-boating and pinot noir tastings in Central Otago, a tractor ride to the gannet colony at Cape Kidnappers, or a made-to-measure tailor fitting and a market-to-table cooking class in Hoi An.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
