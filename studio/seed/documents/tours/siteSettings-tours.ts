import type { SiteSettings } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'

export const document = {
  _id: 'siteSettings-tours',
  _type: 'siteSettings',
  brand: 'tours',
  title: 'Wayfarer Tours',
  tagline: 'Small-group and tailor-made journeys, led by locals who know the way.',
  socialImage: {
    _type: 'image',
    alt: 'Wayfarer Tours: Small-group and tailor-made journeys, led by locals who know the way.',
    _sanityAsset: 'image@file://./images/b61492c23eb86024651740e58f438a79c38b83e0-1600x1000.jpg',
  },
  contactPoints: [
    {
      _key: '21e9a258',
      _type: 'contactPoint',
      contactType: 'customer service',
      telephone: '+61 1300 929 327',
      email: 'hello@wayfarertours.com.au',
      areaServed: 'AU',
    },
    {
      _key: '1bb1a2fc',
      _type: 'contactPoint',
      contactType: 'customer service',
      telephone: '+64 800 929 327',
      email: 'hello@wayfarertours.com.au',
      areaServed: 'NZ',
    },
  ],
  homePage: {
    _type: 'reference',
    _ref: 'page-tours-home',
  },
  headerNavigation: [
    {
      _key: 'k7rrh2ef',
      _type: 'buttonAction',
      label: 'Small-group tours',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-tours-small-group-tours',
      },
      newTab: false,
    },
    {
      _key: 'yca1sui4',
      _type: 'buttonAction',
      label: 'Tailor-made',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-tours-tailor-made-journeys',
      },
      newTab: false,
    },
    {
      _key: 'hzcxva3p',
      _type: 'buttonAction',
      label: 'Plan your trip',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-tours-tailor-made',
      },
      newTab: false,
    },
    {
      _key: 'uynennch',
      _type: 'buttonAction',
      label: 'Responsible travel',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-tours-responsible-travel',
      },
      newTab: false,
    },
    {
      _key: 'dj3zuhsh',
      _type: 'buttonAction',
      label: 'About us',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-tours-about-us',
      },
      newTab: false,
    },
    {
      _key: 'b2451c51',
      _type: 'buttonAction',
      label: 'Contact',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-tours-contact-us',
      },
      newTab: false,
    },
  ],
  footer: {
    text: 'Wayfarer Tours has taken Australians and New Zealanders on small-group and tailor-made journeys since 2007. Our groups never top 16 travellers, our leaders live where they guide, and every itinerary is walked by our own team before it goes on sale.',
    columns: [
      {
        _key: 'fudoxv9u',
        _type: 'footerColumn',
        title: 'Travel with us',
        links: [
          {
            _key: 'hn7mliok',
            _type: 'buttonAction',
            label: 'Small-group tours',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-tours-small-group-tours',
            },
            newTab: false,
          },
          {
            _key: 'ox9t5di2',
            _type: 'buttonAction',
            label: 'Tailor-made journeys',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-tours-tailor-made-journeys',
            },
            newTab: false,
          },
          {
            _key: 'a76y9tqi',
            _type: 'buttonAction',
            label: 'Responsible travel',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-tours-responsible-travel',
            },
            newTab: false,
          },
          {
            _key: 'xdutrzhu',
            _type: 'buttonAction',
            label: 'Order a brochure',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-tours-brochure-request',
            },
            newTab: false,
          },
        ],
      },
      {
        _key: 'palrldu5',
        _type: 'footerColumn',
        title: 'Wayfarer Tours',
        links: [
          {
            _key: 'myobdyl6',
            _type: 'buttonAction',
            label: 'Home',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-tours-home',
            },
            newTab: false,
          },
          {
            _key: 'pya8n5ai',
            _type: 'buttonAction',
            label: 'Our story',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-tours-about-us',
            },
            newTab: false,
          },
          {
            _key: 'ouym061e',
            _type: 'buttonAction',
            label: 'Call 1300 739 268',
            internalLink: false,
            link: 'tel:1300739268',
            newTab: false,
          },
          {
            _key: 'ymbv5rn2',
            _type: 'buttonAction',
            label: 'NZ: 0800 929 327',
            internalLink: false,
            link: 'tel:0800929327',
            newTab: false,
          },
        ],
      },
      {
        _key: 'xhq6jwzl',
        _type: 'footerColumn',
        title: 'Before you go',
        links: [
          {
            _key: 'sf0fvxco',
            _type: 'buttonAction',
            label: 'Smartraveller travel advice',
            internalLink: false,
            link: 'https://www.smartraveller.gov.au/',
            newTab: true,
          },
          {
            _key: 'dh850m74',
            _type: 'buttonAction',
            label: 'Email hello@wayfarertours.com.au',
            internalLink: false,
            link: 'mailto:hello@wayfarertours.com.au',
            newTab: false,
          },
        ],
      },
    ],
    copyright: '© 2026 Wayfarer Tours Pty Ltd. ABN 13 054 110 254. All rights reserved.',
  },
  notFound: {
    title: 'This trail doesn’t lead anywhere',
    text: 'Even our best leaders take a wrong turn now and then. Head back to the home page to find your next small-group adventure, or call us on 1300 739 268.',
  },
} satisfies SeedDocument<SiteSettings>
