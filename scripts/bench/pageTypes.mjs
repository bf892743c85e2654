/**
 * The page types the bench measures, each at one URL. A new page type (destination page, form
 * page, wizard) gets its row here as soon as it exists.
 */
export const FLOOR = 'framework floor'

export const pageTypes = [
  { name: 'home', site: 'tours', path: '/' },
  { name: 'content page', site: 'tours', path: '/about-us' },
  { name: 'form page', site: 'tours', path: '/contact-us' },
  { name: 'CMS form page', site: 'tours', path: '/brochure-request' },
  { name: 'wizard', site: 'tours', path: '/tailor-made' },
  { name: 'destination page', site: 'tours', path: '/tour-destination/asia/vietnam' },
]

/** The empty page of the same build every page type is compared with. */
export const floorPage = { name: FLOOR, site: 'tours', path: '/_bench/floor' }

/**
 * The empty page with one full-width photo asked for first: the LCP floor of a page whose largest
 * paint is a photo (its budget's reference), as the empty page is of a page whose is text.
 */
export const pictureFloorPage = { name: 'floor with a picture', site: 'tours', path: '/_bench/floor-picture' }

export function pageUrl(port, { site, path }) {
  return `http://${site}.localhost:${port}${path}`
}

/**
 * Any host but a site's production domain gets `noindex`, which Lighthouse's SEO score counts:
 * SEO is scored apart, with the page asked for at the tours site's production domain (the
 * bench's Chromium resolves it to this machine). The other scores stay on `<site>.localhost`,
 * which browsers treat as secure, as they treat the real https domain.
 */
export const PRODUCTION_HOST = 'wayfarertours.com.au'
export const PRODUCTION_HOST_RULES = `MAP ${PRODUCTION_HOST} 127.0.0.1`

export function productionUrl(url) {
  const { port, pathname } = new URL(url)
  return `http://${PRODUCTION_HOST}:${port}${pathname}`
}
