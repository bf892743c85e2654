import { siteUrl } from './server'

/** One URL of every page type the sites have, for checks that must hold on all of them. */
export const pageTypes = [
  { name: 'home', url: siteUrl('tours') },
  { name: 'content page', url: siteUrl('cruises', '/about-us') },
  { name: 'form page', url: siteUrl('tours', '/contact-us') },
  { name: 'CMS form page', url: siteUrl('tours', '/brochure-request') },
  { name: 'wizard page', url: siteUrl('golf', '/tailor-made') },
  { name: 'product enquiry page', url: siteUrl('tours', '/enquire/tours/TR-VN-15') },
  { name: 'post', url: siteUrl('tours', '/news/our-2027-small-group-departures-are-on-sale') },
  { name: 'list of posts', url: siteUrl('golf', '/travel-tips') },
  { name: 'offer', url: siteUrl('tours', '/offers/free-night-in-marrakech') },
  { name: 'list of offers', url: siteUrl('golf', '/offers') },
  { name: 'not-found page', url: siteUrl('golf', '/no-such-page') },
] as const
