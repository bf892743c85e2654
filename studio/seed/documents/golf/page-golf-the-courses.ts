import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-golf-the-courses',
  _type: 'page',
  brand: 'golf',
  title: 'The courses',
  slug: {
    _type: 'slug',
    current: 'the-courses',
  },
  seo: {
    metaTitle: 'The courses we play | Fairway Golf Journeys',
    metaDescription:
      'Scotland’s links, Portugal’s Algarve, New Zealand’s clifftop courses and Vietnam’s coast: the courses on our golf holidays.',
  },
  blocks: [
    {
      _key: 'zweddvsq',
      _type: 'imageWithText',
      subtitle: 'Scotland',
      title: 'The links where the game began',
      body: [
        {
          _key: 'xb1d5lpw',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'x6lstpof',
              _type: 'span',
              text: 'Firm, fast fairways, pot bunkers you can stand up in and a wind that changes the course every day. Scotland’s links are golf in its purest form, and nowhere does them better than Fife and the Angus coast.',
              marks: [],
            },
          ],
        },
        {
          _key: 'aw8jzw31',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'z89fumqq',
              _type: 'span',
              text: 'St Andrews Old Course:',
              marks: ['strong'],
            },
            {
              _key: 'rphxwhfr',
              _type: 'span',
              text: ' we enter you in the daily ballot and hold confirmed times on the New and Jubilee courses as back-up',
              marks: [],
            },
          ],
        },
        {
          _key: 'f7pejoy9',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'go94vwo6',
              _type: 'span',
              text: 'Carnoustie Championship:',
              marks: ['strong'],
            },
            {
              _key: 'x87461d6',
              _type: 'span',
              text: ' the toughest finish in Open Championship golf',
              marks: [],
            },
          ],
        },
        {
          _key: 'jwlnqsj5',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'xbw0civm',
              _type: 'span',
              text: 'Kingsbarns:',
              marks: ['strong'],
            },
            {
              _key: 'pe6bpd22',
              _type: 'span',
              text: ' modern links on a rugged stretch of coast, with the sea in view from almost every hole',
              marks: [],
            },
          ],
        },
        {
          _key: 'ikqeoomw',
          _type: 'block',
          style: 'normal',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [
            {
              _key: 'ilt1vsfs',
              _type: 'span',
              text: 'Royal Dornoch:',
              marks: ['strong'],
            },
            {
              _key: 'krvdp8u4',
              _type: 'span',
              text: ' worth the drive north for one of the most natural links in the world',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-old-town-links'),
      imagePosition: 'right',
    },
    {
      _key: 'csqwqilt',
      _type: 'imageWithText',
      subtitle: 'Portugal',
      title: 'The Algarve: clifftop golf in year-round sunshine',
      body: [
        {
          _key: 'stwixqwn',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'z7ud6n4b',
              _type: 'span',
              text: 'With around 300 days of sunshine a year and dozens of courses within an hour of Faro, the Algarve is Europe’s winter golf capital, and never far from a long seafood lunch.',
              marks: [],
            },
          ],
        },
        {
          _key: 'f4oc1x2m',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'updi7b77',
              _type: 'span',
              text: 'Our favourites are ',
              marks: [],
            },
            {
              _key: 'cqeuyvw4',
              _type: 'span',
              text: 'Monte Rei',
              marks: ['strong'],
            },
            {
              _key: 'a7oniaoi',
              _type: 'span',
              text: ', Jack Nicklaus’s masterpiece in the eastern hills; ',
              marks: [],
            },
            {
              _key: 't2n7nl3y',
              _type: 'span',
              text: 'Quinta do Lago South',
              marks: ['strong'],
            },
            {
              _key: 'gyc0n1qn',
              _type: 'span',
              text: ', a regular host of the Portuguese Open; and ',
              marks: [],
            },
            {
              _key: 'adq7b8g2',
              _type: 'span',
              text: 'Vale do Lobo Royal',
              marks: ['strong'],
            },
            {
              _key: 'f7s5l0fj',
              _type: 'span',
              text: ', where the famous 16th plays across ochre cliffs above the Atlantic.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-algarve-clifftop'),
      imagePosition: 'left',
      button: {
        _type: 'buttonAction',
        label: 'How our golf holidays work',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-golf-how-our-golf-holidays-work',
        },
        newTab: false,
      },
    },
    {
      _key: 'pv8uvpar',
      _type: 'richTextSection',
      title: 'New Zealand and Vietnam',
      body: [
        {
          _key: 'cumw2xzp',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'tubgmhuc',
              _type: 'span',
              text: 'New Zealand',
              marks: [],
            },
          ],
        },
        {
          _key: 'as7b4fa4',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'p0pw3h1q',
              _type: 'span',
              text: 'Few countries pack so much drama into a round. Play ',
              marks: [],
            },
            {
              _key: 'oexsrw49',
              _type: 'span',
              text: 'Kauri Cliffs',
              marks: ['strong'],
            },
            {
              _key: 'sbvvrcxi',
              _type: 'span',
              text: ' above the Bay of Islands, ',
              marks: [],
            },
            {
              _key: 'kqsdm3e0',
              _type: 'span',
              text: 'Cape Kidnappers',
              marks: ['strong'],
            },
            {
              _key: 'ijhvo04j',
              _type: 'span',
              text: ' on its cliffs high above Hawke’s Bay, and ',
              marks: [],
            },
            {
              _key: 'ejgbq3db',
              _type: 'span',
              text: 'Jack’s Point',
              marks: ['strong'],
            },
            {
              _key: 'aimrqacv',
              _type: 'span',
              text: ' beneath the Remarkables in Queenstown, all within a three-hour flight of Australia’s east coast.',
              marks: [],
            },
          ],
        },
        {
          _key: 'c6isdsit',
          _type: 'block',
          style: 'h3',
          markDefs: [],
          children: [
            {
              _key: 'yr9g4yvp',
              _type: 'span',
              text: 'Vietnam',
              marks: [],
            },
          ],
        },
        {
          _key: 'lkid5x6m',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'bcoxe7d3',
              _type: 'span',
              text: 'The central coast has become one of Asia’s finest golf destinations. ',
              marks: [],
            },
            {
              _key: 'aj5z58nl',
              _type: 'span',
              text: 'Montgomerie Links',
              marks: ['strong'],
            },
            {
              _key: 'ykw6jda9',
              _type: 'span',
              text: ' and the Greg Norman-designed ',
              marks: [],
            },
            {
              _key: 'wmbam2bf',
              _type: 'span',
              text: 'BRG Danang',
              marks: ['strong'],
            },
            {
              _key: 'eadpktbi',
              _type: 'span',
              text: ' sit between the Marble Mountains and the sea, while Nick Faldo’s ',
              marks: [],
            },
            {
              _key: 'sgbkpmkk',
              _type: 'span',
              text: 'Laguna Lang Co',
              marks: ['strong'],
            },
            {
              _key: 'w8sw450s',
              _type: 'span',
              text: ' threads between rice paddies and granite boulders. Caddies are included and Hoi An’s old town is a short drive away.',
              marks: [],
            },
          ],
        },
        {
          _key: 'g8szs52o',
          _type: 'block',
          style: 'normal',
          markDefs: [
            {
              _key: 'fj5frq16',
              _type: 'link',
              internalLink: true,
              reference: {
                _type: 'reference',
                _ref: 'page-golf-non-golfing-partners',
              },
              newTab: false,
            },
          ],
          children: [
            {
              _key: 'b48l6b5j',
              _type: 'span',
              text: 'Travelling with someone who doesn’t play? See our ',
              marks: [],
            },
            {
              _key: 'tidu4wmg',
              _type: 'span',
              text: 'ideas for non-golfing partners',
              marks: ['fj5frq16'],
            },
            {
              _key: 'byvl7yol',
              _type: 'span',
              text: '.',
              marks: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedDocument<Page>
