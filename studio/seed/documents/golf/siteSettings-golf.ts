import type { SiteSettings } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'siteSettings-golf',
  _type: 'siteSettings',
  brand: 'golf',
  title: 'Fairway Golf Journeys',
  tagline: 'Golf holidays on the world’s great courses, with every tee time taken care of.',
  socialImage: {
    _type: 'image',
    alt: 'Fairway Golf Journeys: Golf holidays on the world’s great courses, with every tee time taken care of.',
    _sanityAsset: 'image@file://./images/2ee30c300c63a63cd311093b47abee58d489220e-1600x1000.jpg',
  },
  contactPoints: [
    {
      _key: '23baf09c',
      _type: 'contactPoint',
      contactType: 'customer service',
      telephone: '+61 1300 465 387',
      email: 'teeoff@fairwaygolfjourneys.com',
      areaServed: 'AU',
    },
  ],
  homePage: {
    _type: 'reference',
    _ref: 'page-golf-home',
  },
  headerNavigation: [
    {
      _key: 'adahyl6r',
      _type: 'buttonAction',
      label: 'The courses',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-golf-the-courses',
      },
      newTab: false,
    },
    {
      _key: 'ib4cejyo',
      _type: 'buttonAction',
      label: 'How it works',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-golf-how-our-golf-holidays-work',
      },
      newTab: false,
    },
    {
      _key: 'fch36zk3',
      _type: 'buttonAction',
      label: 'Plan your golf holiday',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-golf-tailor-made',
      },
      newTab: false,
    },
    {
      _key: 'kwhdeoni',
      _type: 'buttonAction',
      label: 'Non-golfing partners',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-golf-non-golfing-partners',
      },
      newTab: false,
    },
    {
      _key: 'age8y65q',
      _type: 'buttonAction',
      label: 'About us',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-golf-about-us',
      },
      newTab: false,
    },
    {
      _key: 'aba1fe8a',
      _type: 'buttonAction',
      label: 'Contact',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-golf-contact-us',
      },
      newTab: false,
    },
  ],
  footer: {
    text: 'Fairway Golf Journeys has planned golf holidays for Australian golfers since 2011. We secure the tee times, caddies and transfers on the great links and resort courses of Scotland, Portugal, New Zealand and Vietnam, so all you need to pack is your clubs.',
    columns: [
      {
        _key: 'oafee3rc',
        _type: 'footerColumn',
        title: 'Golf holidays',
        links: [
          {
            _key: 'wj36zek2',
            _type: 'buttonAction',
            label: 'The courses',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-golf-the-courses',
            },
            newTab: false,
          },
          {
            _key: 'gw43hafo',
            _type: 'buttonAction',
            label: 'How our golf holidays work',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-golf-how-our-golf-holidays-work',
            },
            newTab: false,
          },
          {
            _key: 'bf3l4vul',
            _type: 'buttonAction',
            label: 'For non-golfing partners',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-golf-non-golfing-partners',
            },
            newTab: false,
          },
          {
            _key: 'hthfi3ag',
            _type: 'buttonAction',
            label: 'Golf day enquiry',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-golf-golf-day-enquiry',
            },
            newTab: false,
          },
        ],
      },
      {
        _key: 'so19h5ye',
        _type: 'footerColumn',
        title: 'Fairway',
        links: [
          {
            _key: 'ml1p68n8',
            _type: 'buttonAction',
            label: 'Home',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-golf-home',
            },
            newTab: false,
          },
          {
            _key: 'alif16sb',
            _type: 'buttonAction',
            label: 'About us',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-golf-about-us',
            },
            newTab: false,
          },
          {
            _key: 'pzxb2w1y',
            _type: 'buttonAction',
            label: 'Call 1300 465 387',
            internalLink: false,
            link: 'tel:1300465387',
            newTab: false,
          },
        ],
      },
      {
        _key: 'ps48pcua',
        _type: 'footerColumn',
        title: 'Useful links',
        links: [
          {
            _key: 'k5h2shdd',
            _type: 'buttonAction',
            label: 'The Rules of Golf (The R&A)',
            internalLink: false,
            link: 'https://www.randa.org/',
            newTab: true,
          },
          {
            _key: 'r87xrswy',
            _type: 'buttonAction',
            label: 'Email the team',
            internalLink: false,
            link: 'mailto:hello@fairwaygolfjourneys.com',
            newTab: false,
          },
        ],
      },
    ],
    copyright: '© 2026 Fairway Golf Journeys Pty Ltd. ABN 98 236 872 458. All rights reserved.',
  },
  notFound: {
    title: 'Out of bounds',
    text: 'That one’s sailed over the fence: the page you’re after doesn’t exist. Take a drop and head back to the home page to find your next golf holiday.',
  },
} satisfies SeedDocument<SiteSettings>
