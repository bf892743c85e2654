import { getSite, type Site } from '@travel/config'
import { breadcrumbs, faqPage, jsonLd, travelAgency } from './structuredData'

const tours = getSite('tours-nz') as Site

it('describes the brand as a travel agency with its contact points, leaving out what is unknown', () => {
  expect(
    travelAgency(tours, {
      title: 'Wayfarer Tours',
      tagline: null,
      contactPoints: [
        {
          _key: 'a',
          contactType: 'customer service',
          telephone: '+64 800 929 327',
          email: null,
          areaServed: 'NZ',
        },
      ],
    }),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': 'https://wayfarertours.co.nz/#organization',
    name: 'Wayfarer Tours',
    url: 'https://wayfarertours.co.nz/',
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
