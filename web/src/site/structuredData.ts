import type { Site } from '@travel/config'
import type { SiteSettingsQueryResult } from '@/content/sanity.types'
import { canonicalUrl, productionOrigin } from './searchEngines'
import type { SiteFacts } from './siteFacts'
import type { SocialImage } from './socialCard'

type Settings = Pick<NonNullable<SiteSettingsQueryResult>, 'title' | 'tagline'>

/** Drops empty values: JSON-LD leaves out what is not known. */
function known<Value extends object>(value: Value): Partial<Value> {
  return Object.fromEntries(
    Object.entries(value).filter(([, each]) => each !== null && each !== undefined && each !== ''),
  ) as Partial<Value>
}

/**
 * The brand as search engines describe it on one of its sites: a travel agency, with the site's
 * own phone, email and address (the same facts its footer and contact page show).
 */
export function travelAgency(site: Site, settings: Settings, facts: SiteFacts) {
  const origin = productionOrigin(site)
  return known({
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${origin}/#organization`,
    name: settings.title,
    url: `${origin}/`,
    description: settings.tagline,
    telephone: facts.phone?.international,
    email: facts.email,
    address: facts.address,
    contactPoint:
      facts.phone || facts.email
        ? [
            known({
              '@type': 'ContactPoint',
              contactType: 'customer service',
              telephone: facts.phone?.international,
              email: facts.email,
              areaServed: site.phoneRegion,
            }),
          ]
        : null,
  })
}

const titleOfSlug = (slug: string) => slug.replace(/-/g, ' ').replace(/^\w/, (first) => first.toUpperCase())

/**
 * The trail to a nested page (/destinations/vietnam): home, each level, the page. None for a
 * page at the top level, whose trail says nothing search engines do not see.
 */
export function breadcrumbs(site: Site, path: string, pageTitle: string, homeTitle: string) {
  const segments = path.split('/').filter(Boolean)
  if (segments.length < 2) return null
  const levels = segments.map((segment, index) => ({
    name: index === segments.length - 1 ? pageTitle : titleOfSlug(segment),
    path: `/${segments.slice(0, index + 1).join('/')}`,
  }))
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: homeTitle, path: '/' }, ...levels].map((level, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: level.name,
      item: canonicalUrl(site, level.path),
    })),
  }
}

/** JSON for a `<script type="application/ld+json">`: data, not script, and no `</script>` inside. */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/**
 * Questions and answers as search engines read an FAQ page: a schema.org FAQPage, each answer in
 * plain text (its Portable Text flattened).
 */
export function faqPage(questions: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

export type ArticleFacts = {
  type: 'news' | 'travelTips' | 'pressRelease' | null
  title: string | null
  summary: string | null
  createdAt: string | null
  _updatedAt: string
}

/**
 * A post as search engines read it: a NewsArticle (news, a press release) or an Article (a
 * travel tip), published by the brand (the TravelAgency every page names), at its canonical
 * address, with its social image.
 */
export function postArticle(
  site: Site,
  path: string,
  post: ArticleFacts,
  publisherName: string | null,
  image: SocialImage | null,
) {
  const origin = productionOrigin(site)
  return known({
    '@context': 'https://schema.org',
    '@type': post.type === 'travelTips' ? 'Article' : 'NewsArticle',
    '@id': `${canonicalUrl(site, path)}#article`,
    headline: post.title,
    description: post.summary,
    image: image ? [image.url] : null,
    datePublished: post.createdAt,
    dateModified: post._updatedAt,
    mainEntityOfPage: canonicalUrl(site, path),
    author: known({ '@type': 'Organization', name: publisherName, url: `${origin}/` }),
    publisher: { '@id': `${origin}/#organization` },
  })
}

export type OfferFacts = {
  title: string | null
  summary: string | null
  validFrom: string | null
  validUntil: string | null
  /** The trips it applies to, as the warehouse names them. */
  trips: { name: string; code: string }[]
  /** The destinations it applies to, at their public paths. */
  destinations: { title: string | null; path: string }[]
}

/**
 * An offer as search engines read it: a schema.org Offer at its canonical address, by the brand
 * (the TravelAgency every page names), valid from its start through its end, in the site's
 * currency, on the trips (TouristTrip) and destinations (TouristDestination) it applies to.
 */
export function offerData(site: Site, path: string, offer: OfferFacts, image: SocialImage | null) {
  const origin = productionOrigin(site)
  const items = [
    ...offer.trips.map((trip) => ({ '@type': 'TouristTrip', name: trip.name, identifier: trip.code })),
    ...offer.destinations.map((destination) =>
      known({
        '@type': 'TouristDestination',
        name: destination.title,
        url: canonicalUrl(site, destination.path),
      }),
    ),
  ]
  return known({
    '@context': 'https://schema.org',
    '@type': 'Offer',
    '@id': `${canonicalUrl(site, path)}#offer`,
    name: offer.title,
    description: offer.summary,
    url: canonicalUrl(site, path),
    image: image ? [image.url] : null,
    priceCurrency: site.currency,
    validFrom: offer.validFrom,
    validThrough: offer.validUntil,
    availabilityEnds: offer.validUntil,
    offeredBy: { '@id': `${origin}/#organization` },
    itemOffered: items.length ? items : null,
  })
}
