import type { SiteSettings } from '../../../../web/src/content/sanity.types'
import type { SeedDocument } from '../../seedDocument'
import { seedImage } from '../../pictures'

export const document = {
  _id: 'siteSettings-cruises',
  _type: 'siteSettings',
  brand: 'cruises',
  title: 'Tidewater Cruises',
  tagline: 'Ocean and river cruises on smaller ships, with more included.',
  operationsEmail: 'operations@cruises.example.com',
  socialImage: seedImage('cruises-ship-sunset'),
  contact: {
    phone: '+61 1300 843 392',
    email: 'voyages@tidewatercruises.com.au',
    address: 'Level 9, 55 Harrington Street, The Rocks NSW 2000',
    openingHours: 'Monday to Friday, 9am to 5.30pm Sydney time',
  },
  company: {
    legalName: 'Tidewater Cruises Pty Ltd',
    businessNumber: 'ABN 46 388 907 486',
    governingLaw: 'New South Wales, Australia',
    privacyLaw: 'Privacy Act 1988 (Cth)',
  },
  homePage: {
    _type: 'reference',
    _ref: 'page-cruises-home',
  },
  privacyPage: {
    _type: 'reference',
    _ref: 'page-cruises-privacy-policy',
  },
  termsPage: {
    _type: 'reference',
    _ref: 'page-cruises-terms-conditions',
  },
  enquiryPage: {
    _type: 'reference',
    _ref: 'page-cruises-enquire',
  },
  headerNavigation: [
    {
      _key: 'wgzofhx3',
      _type: 'buttonAction',
      label: 'River cruising',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-cruises-river-cruising',
      },
      newTab: false,
    },
    {
      _key: 'mzhor5hz',
      _type: 'buttonAction',
      label: 'Life on board',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-cruises-onboard-experience',
      },
      newTab: false,
    },
    {
      _key: 'qak3emlw',
      _type: 'buttonAction',
      label: 'Shore excursions',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-cruises-shore-excursions',
      },
      newTab: false,
    },
    {
      _key: 'p19rtnrs',
      _type: 'buttonAction',
      label: 'Partners',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-cruises-partners',
      },
      newTab: false,
    },
    {
      _key: 'zs1ygxck',
      _type: 'buttonAction',
      label: 'About us',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-cruises-about-us',
      },
      newTab: false,
    },
    {
      _key: 'cb48c0b9',
      _type: 'buttonAction',
      label: 'Contact',
      internalLink: true,
      reference: {
        _type: 'reference',
        _ref: 'page-cruises-contact-us',
      },
      newTab: false,
    },
  ],
  footer: {
    text: 'Tidewater Cruises has sailed small and mid-sized ships since 1998, from the Norwegian fjords to the Mekong Delta. Fares include drinks with meals, gratuities and a guided excursion in every port, and our Sydney team looks after every booking from the first call to the final disembarkation.',
    columns: [
      {
        _key: 'cr4a02s4',
        _type: 'footerColumn',
        title: 'Cruising',
        links: [
          {
            _key: 'ms6hna81',
            _type: 'buttonAction',
            label: 'River cruising',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-cruises-river-cruising',
            },
            newTab: false,
          },
          {
            _key: 'evetvuft',
            _type: 'buttonAction',
            label: 'The onboard experience',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-cruises-onboard-experience',
            },
            newTab: false,
          },
          {
            _key: 'to8y2uj9',
            _type: 'buttonAction',
            label: 'Shore excursions',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-cruises-shore-excursions',
            },
            newTab: false,
          },
          {
            _key: 'n19fjord',
            _type: 'buttonAction',
            label: 'Norway fjords offer',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'offer-cruises-norway-fjords-balcony-upgrade',
            },
            newTab: false,
          },
        ],
      },
      {
        _key: 'dpr570tl',
        _type: 'footerColumn',
        title: 'Tidewater',
        links: [
          {
            _key: 'lawj7ogd',
            _type: 'buttonAction',
            label: 'Home',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-cruises-home',
            },
            newTab: false,
          },
          {
            _key: 'fdkorn73',
            _type: 'buttonAction',
            label: 'About us and our fleet',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-cruises-about-us',
            },
            newTab: false,
          },
          {
            _key: 'enq4ft01',
            _type: 'buttonAction',
            label: 'Enquire about your voyage',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-cruises-enquire',
            },
            newTab: false,
          },
          {
            _key: 'vu4mjqa8',
            _type: 'buttonAction',
            label: 'Stay in touch',
            internalLink: true,
            reference: {
              _type: 'reference',
              _ref: 'page-cruises-stay-in-touch',
            },
            newTab: false,
          },
        ],
      },
      {
        _key: 'rpj5j740',
        _type: 'footerColumn',
        title: 'Plan ahead',
        links: [
          {
            _key: 'w21wzfm0',
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
    title: 'This port isn’t on our itinerary',
    text: 'The page you were looking for has already sailed. Head back to the home page to find your next voyage, or call our Sydney team on the number below.',
  },
} satisfies SeedDocument<SiteSettings>
