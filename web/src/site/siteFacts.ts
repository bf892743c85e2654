import type { OutboundLink } from '@travel/config'

/**
 * The facts a visitor compares between pages of a site: its phone, email, address, opening hours,
 * currency, the company behind it (the legal pages and the footer's legal line name it), and the
 * travel advice and insurance of its market. Each lives once, in the brand's site settings (a site of a brand with
 * several may have its own), and the footer, contact panels, text that names them
 * (`siteFact` in rich text) and structured data all read them from here
 * (server/content/siteFacts.ts resolves them).
 */
export interface SiteFacts {
  /** As the site's visitors dial it ('1300 929 327'), its `tel:` link, and as the world does. */
  phone: { text: string; href: string; international: string } | null
  email: string | null
  address: string | null
  openingHours: string | null
  /** The site's currency in words: 'Australian dollars'. */
  currency: string
  /** The company that runs the site ('Wayfarer Tours (NZ) Limited') and its business number. */
  legalName: string | null
  businessNumber: string | null
  /** Where its terms' law and courts are ('Victoria, Australia') and the act its privacy policy is bound by. */
  governingLaw: string | null
  privacyLaw: string | null
  /** The footer's legal line, made of the company and its business number. */
  copyright: string | null
  /** The government's travel advice in the site's market (config's markets): Smartraveller, SafeTravel. */
  travelAdvice: OutboundLink
  /** The travel insurance recommended in the site's market. */
  travelInsurance: OutboundLink
}

/** What text can name of a site (studio/schemas/fields/siteContact.ts, TEXT_FACTS). */
export type TextFact =
  | 'phone'
  | 'email'
  | 'address'
  | 'openingHours'
  | 'legalName'
  | 'businessNumber'
  | 'governingLaw'
  | 'privacyLaw'
  | 'currency'
  | 'travelAdvice'
  | 'travelInsurance'

/**
 * A fact as text and, for the phone, the email and the market's services, the link that reaches
 * it; null when unknown.
 */
export function factLink(
  facts: SiteFacts,
  fact: string | null | undefined,
): { text: string; href?: string } | null {
  switch (fact) {
    case 'phone':
      return facts.phone && { text: facts.phone.text, href: facts.phone.href }
    case 'email':
      return facts.email ? { text: facts.email, href: `mailto:${facts.email}` } : null
    case 'travelAdvice':
    case 'travelInsurance':
      return { text: facts[fact].name, href: facts[fact].url }
    case 'address':
    case 'openingHours':
    case 'legalName':
    case 'businessNumber':
    case 'governingLaw':
    case 'privacyLaw':
    case 'currency': {
      const text = facts[fact]
      return text ? { text } : null
    }
    default:
      return null
  }
}

type Inline = { _type: string; _key?: string; fact?: string | null }

/**
 * Portable Text with each detail it names (`siteFact`) written in as a plain span of its text:
 * what a reading of its text alone (toPlainText, for search engines) would otherwise drop.
 */
export function factsWrittenIn<Block extends { children?: Inline[] | null }>(
  blocks: readonly Block[],
  facts: SiteFacts | null,
): Block[] {
  return blocks.map((block) =>
    block.children
      ? {
          ...block,
          children: block.children.map((child) =>
            child._type === 'siteFact'
              ? {
                  _type: 'span',
                  _key: child._key,
                  text: (facts && factLink(facts, child.fact)?.text) ?? '',
                  marks: [],
                }
              : child,
          ),
        }
      : block,
  )
}
