import { getSite, type Site } from '@travel/config'
import { siteFacts } from '@/server/content/siteFacts'
import { breadcrumbs, faqPage, jsonLd, postArticle, travelAgency } from './structuredData'

const tours = getSite('tours-nz') as Site

it('describes the brand as a travel agency with the site’s own phone, email and address, leaving out what is unknown', () => {
  const facts = siteFacts(tours, {
    contact: { phone: '+61 1300 929 327', email: null, address: 'Fitzroy VIC', openingHours: 'Weekdays' },
    siteDetails: [{ site: 'tours-nz', phone: '+64 800 929 327', address: '18 Jervois Road, Auckland' }],
  })
  expect(travelAgency(tours, { title: 'Wayfarer Tours', tagline: null }, facts)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': 'https://wayfarertours.co.nz/#organization',
    name: 'Wayfarer Tours',
    url: 'https://wayfarertours.co.nz/',
    telephone: '+64 800 929 327',
    address: '18 Jervois Road, Auckland',
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: '+64 800 929 327',
        areaServed: 'NZ',
      },
    ],
  })
})

it('gives a nested page its trail from home, and a top-level page none', () => {
  expect(breadcrumbs(tours, '/about-us', 'About us', 'Wayfarer Tours')).toBeNull()
  expect(
    breadcrumbs(tours, '/destinations/south-east-asia/vietnam', 'Vietnam tours', 'Wayfarer Tours'),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Wayfarer Tours', item: 'https://wayfarertours.co.nz/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Destinations',
        item: 'https://wayfarertours.co.nz/destinations',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'South east asia',
        item: 'https://wayfarertours.co.nz/destinations/south-east-asia',
      },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Vietnam tours',
        item: 'https://wayfarertours.co.nz/destinations/south-east-asia/vietnam',
      },
    ],
  })
})

it('cannot close the script element it is written into', () => {
  expect(jsonLd({ name: '</script><script>alert(1)</script>' })).toBe(
    '{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
  )
})

it('describes questions and their answers as a schema.org FAQPage', () => {
  expect(faqPage([{ question: 'Can I bring my bike?', answer: 'On most trains, yes.' }])).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [
      {
        '@type': 'Question',
        name: 'Can I bring my bike?',
        acceptedAnswer: { '@type': 'Answer', text: 'On most trains, yes.' },
      },
    ],
  })
})

describe('a post as an article', () => {
  const post = {
    type: 'news' as const,
    title: 'Our 2027 small-group departures are on sale',
    summary: 'Forty-six itineraries across 21 countries.',
    createdAt: '2026-11-12',
    _updatedAt: '2026-11-20T10:30:00Z',
  }
  const image = {
    url: 'https://wayfarertours.co.nz/_next/image?url=x&w=1200&q=75',
    width: 1200,
    height: 750,
    alt: '',
  }

  it('describes news as a NewsArticle published by the brand, at its canonical address', () => {
    expect(postArticle(tours, '/news/our-2027', post, 'Wayfarer Tours', image)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      '@id': 'https://wayfarertours.co.nz/news/our-2027#article',
      headline: 'Our 2027 small-group departures are on sale',
      description: 'Forty-six itineraries across 21 countries.',
      image: ['https://wayfarertours.co.nz/_next/image?url=x&w=1200&q=75'],
      datePublished: '2026-11-12',
      dateModified: '2026-11-20T10:30:00Z',
      mainEntityOfPage: 'https://wayfarertours.co.nz/news/our-2027',
      author: { '@type': 'Organization', name: 'Wayfarer Tours', url: 'https://wayfarertours.co.nz/' },
      publisher: { '@id': 'https://wayfarertours.co.nz/#organization' },
    })
  })

  it('describes a press release as a NewsArticle and a travel tip as an Article', () => {
    const typeOf = (type: 'pressRelease' | 'travelTips') =>
      postArticle(tours, '/x/y', { ...post, type }, 'Wayfarer Tours', null)['@type']
    expect(typeOf('pressRelease')).toBe('NewsArticle')
    expect(typeOf('travelTips')).toBe('Article')
  })

  it('leaves out what is unknown', () => {
    const article = postArticle(tours, '/news/x', { ...post, summary: null }, null, null)
    expect(article).not.toHaveProperty('description')
    expect(article).not.toHaveProperty('image')
    expect(article.author).toEqual({ '@type': 'Organization', url: 'https://wayfarertours.co.nz/' })
  })
})
