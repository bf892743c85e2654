/** @jest-environment node */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import {
  isSlugSegment,
  PRODUCT_TYPES,
  RESERVED_ADDRESSES,
  reservedAddressOwner,
  reservedPathsOf,
} from '@travel/config'
import { OFFERS_PATH, offerPath } from '@/site/offers'
import { POST_TYPES, postHref, postListPath } from '@/site/posts'
import { productEnquiryPath } from '@/site/productEnquiry'
import { SITE_ROUTES } from './siteRoutes'

type RouterFamily = keyof typeof SITE_ROUTES

// Addresses each family of the router serves, made as the sites make their links to them.
const SERVED: Record<RouterFamily, string[]> = {
  posts: POST_TYPES.flatMap((type) => [
    postListPath(type),
    postListPath(type, 2),
    postHref({ type, slug: 'a-post' }) ?? '',
  ]),
  productEnquiries: PRODUCT_TYPES.map((type) => productEnquiryPath({ type, code: 'TR-VN-15' })),
  offers: [OFFERS_PATH, offerPath('an-offer')],
  tourLists: ['/tours/japan'],
  destinationPages: ['/tour-destination/asia/japan'],
}

const families = Object.keys(SITE_ROUTES) as RouterFamily[]

describe("the site router's families and config's reserved addresses", () => {
  it.each(families)('%s: every address the family serves is reserved to it', (family) => {
    for (const address of SERVED[family]) {
      const slug = address.slice(1)
      expect({ slug, read: SITE_ROUTES[family](slug) !== null }).toEqual({ slug, read: true })
      expect({ slug, family: reservedAddressOwner(slug)?.family }).toEqual({ slug, family })
    }
  })

  it.each(families)(
    "%s: each of its reserved addresses is one the router reads as the family's",
    (family) => {
      expect(reservedPathsOf(family).length).toBeGreaterThan(0)
      for (const reserved of reservedPathsOf(family)) {
        // The address itself, or one a level or two under it.
        const read = [reserved, `${reserved}/japan`, `${reserved}/asia/japan`, `${reserved}/TR-VN-15`].some(
          (slug) => SITE_ROUTES[family](slug) !== null,
        )
        expect({ reserved, read }).toEqual({ reserved, read: true })
      }
    },
  )

  it("lists no family the router does not have, but the server's own", () => {
    expect(new Set(RESERVED_ADDRESSES.map(({ family }) => family))).toEqual(new Set([...families, 'server']))
  })

  it("reserves to the server each of its own routes and folders a page's slug could take", () => {
    const web = path.join(__dirname, '..', '..', '..')
    const routes = [...readdirSync(path.join(web, 'pages')), ...readdirSync(path.join(web, 'public'))]
      .map((name) => name.replace(/\.tsx?$/, ''))
      .filter(isSlugSegment)
    expect(routes).toEqual(expect.arrayContaining(['api', 'frontend']))
    expect(routes.filter((route) => reservedAddressOwner(route)?.family !== 'server')).toEqual([])
  })

  it('leaves every other address to pages: under the enquiry page, and words that start like a family', () => {
    for (const slug of [
      'enquire',
      'enquire/groups',
      'newsletter',
      'tours-and-cruises',
      'our-offers',
      'apis',
    ]) {
      expect({ slug, owner: reservedAddressOwner(slug) }).toEqual({ slug, owner: null })
    }
  })
})
