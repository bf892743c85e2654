import { stegaClean } from '@sanity/client/stega'
import type { SitePageContent } from './sitePages'

type Settings = SitePageContent['settings']

/**
 * Draft props, cleaned of stega where their strings reach the page's logic rather than its text:
 * the `<title>`, meta tags, JSON-LD, breadcrumbs, addresses and the settings' slugs all come from
 * the site settings, the site's facts and the page's or post's own fields. Cleaned here, on the server, once: the
 * browser code of published pages stays as it was. What stays encoded is what shows as text: the
 * header, menu and footer, a page's blocks and a post's body (the overlays' click-to-edit), and a
 * post's title and summary as its article shows them (`postText`; the head reads the cleaned ones).
 */
export function cleanDraftProps<Props extends { settings: Settings }>(props: Props): Props {
  const { headerNavigation, megaMenu, footer, notFound, ...settings } = props.settings
  const cleaned: Record<string, unknown> = {
    ...props,
    settings: { ...stegaClean(settings), headerNavigation, megaMenu, footer, notFound },
  }
  const { site, page, post } = props as { site?: unknown; page?: unknown; post?: unknown }
  // The site's facts (address, phone) and names: JSON-LD and links.
  if (site !== undefined) cleaned.site = stegaClean(site)
  if (isObject(page)) {
    const { blocks, ...rest } = page
    cleaned.page = { ...stegaClean(rest), blocks }
  }
  if (isObject(post)) {
    const { content, ...rest } = post
    cleaned.post = { ...stegaClean(rest), content }
    cleaned.postText = { title: rest.title ?? null, summary: rest.summary ?? null }
  }
  return cleaned as Props
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
