import type { Site } from '@travel/config'
import type { Inline } from './portableText'

/**
 * What the law of a site's market puts into its legal pages (pages.ts), beyond the site's company,
 * governing law and privacy act, which the text names from the site settings, and its travel
 * advice, from config's markets (each a `siteFact`). A brand
 * with sites in two markets (Wayfarer: Australia and New Zealand) has one text per market, each
 * shown only on its own sites.
 */
export interface LegalMarket {
  id: 'AU' | 'NZ'
  /** The principles the privacy act contains: '… and the Australian Privacy Principles (APPs) it contains.' */
  principles: string
  /** The principles that give access to and correction of personal information: 'APPs 12 and 13'. */
  accessPrinciples: string
  /** How long an access or correction request may take: '30 days'. */
  answerWithin: string
  /** Where service providers may keep information: 'in Australia or overseas'. */
  storedIn: string
  /** What a serious data breach sets off, after 'we will tell you and …'. */
  breach: Inline[]
  /** The privacy regulator a visitor may complain to, with its address and phone. */
  regulator: Inline[]
  /** The consumer law no term takes away from. */
  consumerLaw: string
}

export const australia: LegalMarket = {
  id: 'AU',
  principles: 'the Australian Privacy Principles (APPs) it contains',
  accessPrinciples: 'APPs 12 and 13',
  answerWithin: '30 days',
  storedIn: 'in Australia or overseas',
  breach: [
    'the Office of the Australian Information Commissioner, as the Notifiable Data Breaches scheme requires.',
  ],
  regulator: [
    'the Office of the Australian Information Commissioner (',
    { text: 'oaic.gov.au', href: 'https://www.oaic.gov.au/' },
    ', 1300 363 992).',
  ],
  consumerLaw: 'the Australian Consumer Law',
}

export const newZealand: LegalMarket = {
  id: 'NZ',
  principles: 'the information privacy principles (IPPs) it contains',
  accessPrinciples: 'IPPs 6 and 7',
  answerWithin: '20 working days',
  storedIn: 'in New Zealand, Australia or overseas, with protections comparable to ours',
  breach: ['the Privacy Commissioner, as the Act requires for a notifiable privacy breach.'],
  regulator: [
    'the Office of the Privacy Commissioner (',
    { text: 'privacy.org.nz', href: 'https://www.privacy.org.nz/' },
    ', 0800 803 909).',
  ],
  consumerLaw: 'the Consumer Guarantees Act 1993 and the Fair Trading Act 1986',
}

/** The market of a site, by the region its visitors dial from. */
export function marketOf(site: Pick<Site, 'phoneRegion'>): LegalMarket {
  return site.phoneRegion === 'NZ' ? newZealand : australia
}
