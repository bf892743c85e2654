import type { DocumentLocation, DocumentLocationsState } from 'sanity/presentation'

/**
 * Where a document shows on its brand's site, for the Presentation tool's "used on" list. Pages,
 * destination pages and posts are pages themselves (a page that links to another is not a place of
 * it); brochures, famils, FAQ tags and forms show on the pages whose blocks reference them; site settings (header, footer) on every page;
 * an offer at its own page and on the pages whose blocks reference it. One
 * query gives all of it, so the resolver is this query and a pure function, tested against the
 * seed dataset (locations.test.ts). Drafts count: an editor previews what is not yet published.
 */
export const LOCATIONS_QUERY = `{
  "self": *[_id in [$id, "drafts." + $id]] | order(_id desc)[0]{
    _type, title, "slug": slug.current, "group": group.current, type
  },
  "isHome": count(*[_type == "siteSettings" && homePage._ref == $id]) > 0,
  "usedOn": *[
    !(*[_id == $id][0]._type in ["page", "destinationPage", "post"]) &&
    _type in ["page", "destinationPage"] && references($id) && !(_id in path("drafts.**"))
  ]{
    _id, _type, title, "slug": slug.current, "group": group.current,
    "isHome": count(*[_type == "siteSettings" && homePage._ref == ^._id]) > 0
  },
  "home": *[_type == "siteSettings" && _id == $id][0].homePage->{title}
}`

type Place = {
  _type: string
  title?: string | null
  slug?: string | null
  group?: string | null
  /** A post's type: news, travelTips, pressRelease. */
  type?: string | null
}

/** A post type's address segment, as the site builds it: `travelTips` -> `travel-tips`. */
export const typeSegment = (type: string) => type.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
export type LocationsQueryResult = {
  self: Place | null
  isHome: boolean
  usedOn: (Place & { _id: string; isHome: boolean })[]
  home: { title?: string | null } | null
}

/** A page's path on the site (web/src/server/content/sitePages.ts); null while it has no slug. */
export function pathOf(place: Place, isHome = false): string | null {
  if (place._type === 'destinationPage') {
    return place.group && place.slug ? `/tour-destination/${place.group}/${place.slug}` : null
  }
  if (place._type === 'post') {
    return place.type && place.slug ? `/${typeSegment(place.type)}/${place.slug}` : null
  }
  if (place._type === 'offer') return place.slug ? `/offers/${place.slug}` : null
  if (place._type !== 'page') return null
  if (isHome) return '/'
  return place.slug ? `/${place.slug}` : null
}

const UNTITLED = 'Untitled page'

export function locationsOf(result: LocationsQueryResult | null): DocumentLocationsState {
  if (!result) return { message: 'Not found on the site', tone: 'caution' }
  const locations: DocumentLocation[] = []
  if (result.home) locations.push({ title: result.home.title || 'Home page', href: '/' })
  if (result.self) {
    const href = pathOf(result.self, result.isHome)
    if (href) locations.push({ title: result.self.title || UNTITLED, href })
  }
  for (const page of result.usedOn) {
    const href = pathOf(page, page.isHome)
    if (href) locations.push({ title: page.title || UNTITLED, href })
  }
  const unique = locations.filter(
    (location, index) => locations.findIndex((l) => l.href === location.href) === index,
  )
  if (unique.length) return { locations: unique }
  return result.self?._type === 'page' ||
    result.self?._type === 'destinationPage' ||
    result.self?._type === 'post' ||
    result.self?._type === 'offer'
    ? { message: 'Give the page a slug to preview it', tone: 'caution' }
    : { message: 'Not used on any page yet', tone: 'caution' }
}
