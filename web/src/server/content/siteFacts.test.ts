import { getSite, type Site } from '@travel/config'
import { siteFacts } from './siteFacts'

const site = (id: string) => getSite(id) as Site

const brand = {
  contact: {
    phone: '+61 1300 929 327',
    email: 'hello@wayfarertours.com.au',
    address: 'Level 2, 214 Brunswick Street, Fitzroy VIC 3065',
    openingHours: 'Weekdays, 9am to 5pm',
  },
  siteDetails: [
    {
      site: 'tours-nz',
      phone: '+64 800 929 327',
      address: '18 Jervois Road, Auckland',
      legalName: 'Wayfarer Tours (NZ) Limited',
      businessNumber: 'NZBN 9429047718265',
      governingLaw: 'New Zealand',
      privacyLaw: 'Privacy Act 2020 (NZ)',
    },
  ],
  company: {
    legalName: 'Wayfarer Tours Pty Ltd',
    businessNumber: 'ABN 13 054 110 254',
    governingLaw: 'Victoria, Australia',
    privacyLaw: 'Privacy Act 1988 (Cth)',
  },
}

const NOW = new Date('2027-03-01T00:00:00+11:00')

describe('a site’s facts', () => {
  it('are the brand’s on a site without its own, the phone as Australians dial it', () => {
    expect(siteFacts(site('tours'), brand, NOW)).toEqual({
      phone: { text: '1300 929 327', href: 'tel:+611300929327', international: '+61 1300 929 327' },
      email: 'hello@wayfarertours.com.au',
      address: 'Level 2, 214 Brunswick Street, Fitzroy VIC 3065',
      openingHours: 'Weekdays, 9am to 5pm',
      currency: 'Australian dollars',
      legalName: 'Wayfarer Tours Pty Ltd',
      businessNumber: 'ABN 13 054 110 254',
      governingLaw: 'Victoria, Australia',
      privacyLaw: 'Privacy Act 1988 (Cth)',
      copyright: '© 2027 Wayfarer Tours Pty Ltd. ABN 13 054 110 254. All rights reserved.',
      travelAdvice: { name: 'Smartraveller', url: 'https://www.smartraveller.gov.au/' },
      travelInsurance: { name: 'Cover-More', url: 'https://www.covermore.com.au/' },
    })
  })

  it('are the site’s own where it has them, each other fact the brand’s', () => {
    expect(siteFacts(site('tours-nz'), brand, NOW)).toEqual({
      phone: { text: '0800 929 327', href: 'tel:+64800929327', international: '+64 800 929 327' },
      email: 'hello@wayfarertours.com.au',
      address: '18 Jervois Road, Auckland',
      openingHours: 'Weekdays, 9am to 5pm',
      currency: 'New Zealand dollars',
      legalName: 'Wayfarer Tours (NZ) Limited',
      businessNumber: 'NZBN 9429047718265',
      governingLaw: 'New Zealand',
      privacyLaw: 'Privacy Act 2020 (NZ)',
      copyright: '© 2027 Wayfarer Tours (NZ) Limited. NZBN 9429047718265. All rights reserved.',
      // New Zealand's travel advice and insurance, not Australia's.
      travelAdvice: { name: 'SafeTravel', url: 'https://www.safetravel.govt.nz/' },
      travelInsurance: { name: 'Cover-More NZ', url: 'https://www.covermore.co.nz/' },
    })
  })

  it('make the legal line of the company alone when it has no business number', () => {
    const company = { legalName: 'Silver Line Rail Journeys Pty Ltd' }
    expect(siteFacts(site('rail'), { contact: brand.contact, company }, NOW).copyright).toBe(
      '© 2027 Silver Line Rail Journeys Pty Ltd. All rights reserved.',
    )
  })

  it('show another country’s number in international form, and a number that cannot be read as typed', () => {
    const abroad = siteFacts(site('rail'), { contact: { ...brand.contact, phone: '+44 20 7946 0958' } })
    expect(abroad.phone).toEqual({
      text: '+44 20 7946 0958',
      href: 'tel:+442079460958',
      international: '+44 20 7946 0958',
    })
    const unreadable = siteFacts(site('rail'), { contact: { ...brand.contact, phone: '+0 12' } })
    expect(unreadable.phone).toEqual({ text: '+0 12', href: 'tel:+012', international: '+0 12' })
  })

  it('are empty but for the currency and the market’s services when the settings give none', () => {
    expect(siteFacts(site('golf'), null)).toEqual({
      phone: null,
      email: null,
      address: null,
      openingHours: null,
      currency: 'Australian dollars',
      legalName: null,
      businessNumber: null,
      governingLaw: null,
      privacyLaw: null,
      copyright: null,
      travelAdvice: { name: 'Smartraveller', url: 'https://www.smartraveller.gov.au/' },
      travelInsurance: { name: 'Cover-More', url: 'https://www.covermore.com.au/' },
    })
  })
})
