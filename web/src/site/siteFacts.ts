/**
 * The facts a visitor compares between pages of a site: its phone, email, address, opening hours,
 * currency, and the company behind it (the legal pages and the footer's legal line name it). Each lives once, in the brand's site settings (a site of a brand with
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

/** A fact as text and, for the phone and email, the link that reaches it; null when unknown. */
export function factLink(
  facts: SiteFacts,
  fact: string | null | undefined,
): { text: string; href?: string } | null {
  switch (fact) {
    case 'phone':
      return facts.phone && { text: facts.phone.text, href: facts.phone.href }
    case 'email':
      return facts.email ? { text: facts.email, href: `mailto:${facts.email}` } : null
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
