import Link from 'next/link'
import type { ComponentProps } from 'react'
import { useSite } from '@/site/SiteContext'
import { sitePageHref } from '@/site/sitePageRoute'

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string }

/**
 * A link to a path of this site. Site pages are followed client-side, naming the page they
 * render (src/site/sitePageRoute.ts); other paths (an API route, a file) load as usual.
 *
 * Like a link in kept server HTML (StaticHtml), it prefetches its page when pointed at, not as it
 * comes into view: next/link's viewport prefetch had the home page fetch the data of every page
 * its hero links to while it hydrated (docs/performance.md).
 */
export function SitePageLink({ href, ...props }: Props) {
  const { id } = useSite()
  const pageHref = sitePageHref(id, href)
  return pageHref ? (
    <Link href={pageHref} as={href} prefetch={false} {...props} />
  ) : (
    <a href={href} {...props} />
  )
}
