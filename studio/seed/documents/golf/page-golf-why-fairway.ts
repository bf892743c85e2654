import type { Page } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'page-golf-why-fairway',
  _type: 'page',
  brand: 'golf',
  title: 'Why Fairway',
  slug: {
    _type: 'slug',
    current: 'why-fairway',
  },
  seo: {
    metaTitle: 'Why golf with Fairway Golf Journeys',
    metaDescription:
      'Why golfers book with Fairway: PGA professionals who plan every round, guaranteed tee times, and a team in Noosa who answer their own phones.',
  },
  blocks: [
    {
      _type: 'homeAboutUs',
      subtitle: 'Why Fairway',
      title: 'Golf holidays planned by golfers, since 2011',
      body: [
        {
          _key: '3g8nckry',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'ubn85eb5',
              _type: 'span',
              text: 'Fairway was founded in Noosa by PGA professional Grant McAlister, who spent a decade taking groups of friends to Scotland before anyone asked him to do it for a living.',
              marks: [],
            },
          ],
        },
        {
          _key: 'ollkyk8e',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _key: 'mqgk5760',
              _type: 'span',
              text: 'Today our team of eight has played every course we sell. We book the tee times months ahead, choose hotels a short drive from the first tee, and plan a rest day in every five, because the best golf holiday is one you finish wanting more.',
              marks: [],
            },
          ],
        },
      ],
      image: seedImage('golf-parkland-fairway'),
      button: {
        _type: 'buttonAction',
        label: 'Meet the team',
        internalLink: true,
        reference: {
          _type: 'reference',
          _ref: 'page-golf-about-us',
        },
        newTab: false,
      },
      _key: 'wxjmsjxr',
    },
    {
      _type: 'homeB2cAgency',
      title: 'Everything but the swing, taken care of',
      intro: 'Book directly with us and one team looks after every part of your golf holiday.',
      leftItems: [
        {
          _key: 'n8e71wmu',
          _type: 'agencyItem',
          icon: 'instantConfirmation',
          title: 'Tee times guaranteed',
          text: 'Every round is confirmed before you pay your balance.',
        },
        {
          _key: '7jmacqt1',
          _type: 'agencyItem',
          icon: 'localExperts',
          title: 'Courses we have played',
          text: 'Our team has walked every fairway we recommend.',
        },
        {
          _key: '3l8ez6b2',
          _type: 'agencyItem',
          icon: 'bestPrice',
          title: 'Green fees included',
          text: 'The price you see includes green fees, buggies and transfers.',
        },
      ],
      image: seedImage('golf-clubhouse-terrace'),
      rightItems: [
        {
          _key: 'q7r2yug4',
          _type: 'agencyItem',
          icon: 'support',
          title: 'A person to call',
          text: 'Our Noosa team answers every call, day or night, while you travel.',
        },
        {
          _key: 'i88zjdzn',
          _type: 'agencyItem',
          icon: 'securePayment',
          title: 'Your money protected',
          text: 'Payments are held in trust until you travel.',
        },
        {
          _key: 'pgfwj4zx',
          _type: 'agencyItem',
          icon: 'mobile',
          title: 'Your trip on your phone',
          text: 'Tee times, transfers and hotels in one itinerary app.',
        },
      ],
      _key: '7y5vluw6',
    },
    {
      _type: 'valueCarousel',
      title: 'What our golfers tell us',
      variant: 'oneCard',
      items: [
        {
          _key: 'g64cj9b4',
          _type: 'valueItem',
          title: 'The Old Course, at last',
          text: '“Fairway got us a tee time at St Andrews on our first try, and a caddie who had carried for the Open.” — Margaret, Brisbane',
          image: seedImage('golf-old-town-links'),
        },
        {
          _key: 'kv52jris',
          _type: 'valueItem',
          title: 'Golf and the family',
          text: '“My wife had her spa days and I had my rounds; we met for dinner on a cliff above the Algarve.” — Peter, Melbourne',
          image: seedImage('golf-algarve-clifftop'),
        },
        {
          _key: 'vt75yszy',
          _type: 'valueItem',
          title: 'A round at sunset',
          text: '“Our last round in Vietnam finished as the sun set over the South China Sea. I still think about it.” — Ian, Noosa',
          image: seedImage('golf-vietnam-coast-sunset'),
        },
      ],
      _key: 'c13r6f2f',
    },
    {
      _type: 'counterGroup',
      title: 'Fairway in numbers',
      items: [
        {
          _key: 'bo9mxkma',
          _type: 'counterItem',
          header1: 'Since 2011',
          number: 6800,
          suffix: '+',
          header2: 'golfers on tour with us',
        },
        {
          _key: 'icsew7v4',
          _type: 'counterItem',
          header1: 'Across 9 countries',
          number: 140,
          header2: 'courses we have played',
        },
        {
          _key: 'x8z034ee',
          _type: 'counterItem',
          header1: 'Booked again',
          number: 72,
          suffix: '%',
          header2: 'of our golfers travel with us again',
        },
      ],
      _key: 'u5c7inxi',
    },
  ],
} satisfies SeedDocument<Page>
