import { defineDocuments, type DocumentResolver } from 'sanity/presentation'
import type { BrandId } from '@travel/config'
import { POST_TYPES } from '../schemas/documents/postTypes'
import { typeSegment } from './locations'

/**
 * The document each address of a brand's site shows, so that browsing in the Presentation
 * tool's frame opens it beside the page: the home page at `/`, a page at `/{slug}`, a destination
 * page at `/tour-destination/{group}/{slug}`, a post at `/{type}/{slug}`, an offer at
 * `/offers/{slug}` (the web's routes,
 * web/src/site/; pathOf in locations.ts is the other way round). Drafts count, as in preview.
 * Famils, brochures, forms and FAQ tags have no address of their own: the page presenting them
 * opens, and a click on their text in the frame opens them (stega).
 */
export function mainDocuments(brand: BrandId): DocumentResolver[] {
  const posts = POST_TYPES.map(({ value }) => ({
    route: `/${typeSegment(value)}/:slug`,
    filter: `_type == "post" && brand == $brand && type == $type && slug.current == $slug`,
    params: ({ params }: { params: Record<string, string> }) => ({ brand, type: value, slug: params.slug! }),
  }))
  return defineDocuments([
    {
      route: '/',
      filter: `_type == "page" && _id == *[_type == "siteSettings" && brand == $brand][0].homePage._ref`,
      params: { brand },
    },
    {
      route: '/tour-destination/:group/:slug',
      filter: `_type == "destinationPage" && brand == $brand && group.current == $group && slug.current == $slug`,
      params: ({ params }) => ({ brand, group: params.group!, slug: params.slug! }),
    },
    ...posts,
    {
      route: '/offers/:slug',
      filter: `_type == "offer" && brand == $brand && slug.current == $slug`,
      params: ({ params }) => ({ brand, slug: params.slug! }),
    },
    {
      route: '/:slug',
      filter: `_type == "page" && brand == $brand && slug.current == $slug`,
      params: ({ params }) => ({ brand, slug: params.slug! }),
    },
  ])
}
