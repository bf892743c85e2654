import type { SiteSettings } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'siteSettings-rail',
  _type: 'siteSettings',
  brand: 'rail',
  title: 'Silver Line Rail Journeys',
  tagline: 'Unhurried rail holidays through mountains, deserts and cities.',
  operationsEmail: 'operations@silverlinerail.com.au',
  socialImage: seedImage('rail-alpine-viaduct'),
  contact: {
    phone: '+61 1300 724 587',
    email: 'journeys@silverlinerail.com.au',
    address: 'Level 3, 80 King William Street, Adelaide SA 5000',
    openingHours: 'Monday to Friday, 9am to 5pm Adelaide time',
  },
  company: {
    legalName: 'Silver Line Rail Journeys Pty Ltd',
    businessNumber: 'ABN 91 640 175 989',
    governingLaw: 'South Australia, Australia',
    privacyLaw: 'Privacy Act 1988 (Cth)',
  },
  homePage: {
    _type: 'reference',
    _ref: 'page-rail-home',
  },
  privacyPage: {
    _type: 'reference',
    _ref: 'page-rail-privacy-policy',
  },
  termsPage: {
    _type: 'reference',
    _ref: 'page-rail-terms-conditions',
  },
  enquiryPage: {
    _type: 'reference',
    _ref: 'page-rail-rail-journey-enquiry',
  },
  headerNavigation: [
    {
      _key: 'oueki3bw',
      _type: 'buttonAction',
      label: 'The journeys',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-rail-the-journeys',
      },
      newTab: false,
    },
    {
      _key: 'jgp91t86',
      _type: 'buttonAction',
      label: 'Cabins & classes',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-rail-cabins-and-classes',
      },
      newTab: false,
    },
    {
      _key: 'qrhr7tv1',
      _type: 'buttonAction',
      label: 'Travelling by rail',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-rail-travelling-by-rail',
      },
      newTab: false,
    },
    {
      _key: 's3m8kfcs',
      _type: 'buttonAction',
      label: 'About us',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-rail-about-us',
      },
      newTab: false,
    },
    {
      _key: 'k4ps7ory',
      _type: 'buttonAction',
      label: 'Our story',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-rail-our-story',
      },
      newTab: false,
    },
    {
      _key: 'f9qrail1',
      _type: 'buttonAction',
      label: 'FAQs',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-rail-faq',
      },
      newTab: false,
    },
    {
      _key: '9aa428fe',
      _type: 'buttonAction',
      label: 'Contact',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-rail-contact-us',
      },
      newTab: false,
    },
  ],
  footer: {
    text: 'Silver Line Rail Journeys has planned rail holidays from Adelaide since 2002. From the Ghan and the Rocky Mountaineer to the Glacier Express and Japan’s shinkansen, we book the seats, the hotels and the transfers in between, so you can simply watch the world go by.',
    columns: [
      {
        _key: 'w4yijnp7',
        _type: 'footerColumn',
        title: 'Rail holidays',
        links: [
          {
            _key: 'fad1872j',
            _type: 'buttonAction',
            label: 'The journeys',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-rail-the-journeys',
            },
            newTab: false,
          },
          {
            _key: 'r20agacc',
            _type: 'buttonAction',
            label: 'Agent acceptance',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-rail-agent-acceptance',
            },
            newTab: false,
          },
          {
            _key: 'r20famil',
            _type: 'buttonAction',
            label: 'Famil registration',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-rail-famil-registration',
            },
            newTab: false,
          },
          {
            _key: 'w3v1ktb4',
            _type: 'buttonAction',
            label: 'Cabins and classes',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-rail-cabins-and-classes',
            },
            newTab: false,
          },
          {
            _key: 'nukbs4ry',
            _type: 'buttonAction',
            label: 'Travelling by rail',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-rail-travelling-by-rail',
            },
            newTab: false,
          },
          {
            _key: 'zad6hp70',
            _type: 'buttonAction',
            label: 'Ask about a journey',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-rail-rail-journey-enquiry',
            },
            newTab: false,
          },
        ],
      },
      {
        _key: 'ev4n7fes',
        _type: 'footerColumn',
        title: 'Silver Line',
        links: [
          {
            _key: 'nkxyf942',
            _type: 'buttonAction',
            label: 'Home',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-rail-home',
            },
            newTab: false,
          },
          {
            _key: 'a83ryob0',
            _type: 'buttonAction',
            label: 'About us',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-rail-about-us',
            },
            newTab: false,
          },
        ],
      },
      {
        _key: 'ytlrey31',
        _type: 'footerColumn',
        title: 'Plan ahead',
        links: [
          {
            _key: 'nddouoob',
            _type: 'buttonAction',
            label: 'Swiss timetables (SBB)',
            internalLink: false,
            link: 'https://www.sbb.ch/en',
            newTab: true,
          },
          {
            _key: 'ozzqd20n',
            _type: 'buttonAction',
            label: 'Travel advice',
            internalLink: false,
            siteLink: 'travelAdvice',
            newTab: true,
          },
        ],
      },
    ],
  },
  notFound: {
    title: 'Wrong platform',
    text: 'The page you’re looking for has left the station, or was never on the timetable. Head back to the home page to find your next rail journey.',
  },
} satisfies SeedDocument<SiteSettings>
