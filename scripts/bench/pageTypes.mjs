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
]

/** The empty page of the same build every page type is compared with. */
export const floorPage = { name: FLOOR, site: 'tours', path: '/_bench/floor' }

export function pageUrl(port, { site, path }) {
  return `http://${site}.localhost:${port}${path}`
}
