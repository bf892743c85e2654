/**
 * A market is the country whose visitors a site serves. Some of what a page links to depends on
 * it: a traveller in New Zealand takes their government's travel advice from SafeTravel, not
 * Smartraveller, and buys insurance sold there. Each site names its market (sites.ts), and its
 * pages link these services through it, never by a typed address: an editor's link "to the
 * site's travel advice" and the rich text's Site detail of that name read them here.
 */

/** A service outside our sites, as visitors know it, and its address. */
export interface OutboundLink {
  name: string
  url: string
}

export interface Market {
  /** ISO 3166-1 alpha-2. */
  id: string
  /** The government's advice to travellers of this country. */
  travelAdvice: OutboundLink
  /** The travel insurance the company's sites recommend in this country. */
  travelInsurance: OutboundLink
}

export const markets = {
  AU: {
    id: 'AU',
    travelAdvice: { name: 'Smartraveller', url: 'https://www.smartraveller.gov.au/' },
    travelInsurance: { name: 'Cover-More', url: 'https://www.covermore.com.au/' },
  },
  NZ: {
    id: 'NZ',
    travelAdvice: { name: 'SafeTravel', url: 'https://www.safetravel.govt.nz/' },
    travelInsurance: { name: 'Cover-More NZ', url: 'https://www.covermore.co.nz/' },
  },
} as const satisfies Record<string, Market>

export type MarketId = keyof typeof markets

/** The services a link can name by kind, each market giving its own (Market's fields). */
export const OUTBOUND_LINKS = [
  { kind: 'travelAdvice', title: 'Travel advice' },
  { kind: 'travelInsurance', title: 'Travel insurance' },
] as const

export type OutboundLinkKind = (typeof OUTBOUND_LINKS)[number]['kind']

export function isOutboundLinkKind(value: unknown): value is OutboundLinkKind {
  return OUTBOUND_LINKS.some((link) => link.kind === value)
}

/** Each market's service of a kind, in the order markets are listed: what the Studio tells editors. */
export function outboundLinksOfKind(kind: OutboundLinkKind): OutboundLink[] {
  return Object.values(markets).map((market) => market[kind])
}
