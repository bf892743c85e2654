import type { ComponentProps, ReactNode } from 'react'
import { getSite } from '@travel/config'
import { onBookingSite } from '@/site/bookingSite'
import { linkHref, withQuery, type LinkValue } from '@/site/links'
import { useSite } from '@/site/SiteContext'
import { SitePageLink } from './SitePageLink'

type Props = {
  link: LinkValue
  /** Query parameters added to where the link goes (a voyage card's `?voyage=`). */
  query?: Record<string, string>
  children: ReactNode
} & Omit<ComponentProps<'a'>, 'href'>

/**
 * A CMS link: client-side navigation inside the site, a plain anchor elsewhere; a booking-site path
 * (`/en/tours?destination=japan`) on the site's booking site.
 */
export function CmsLink({ link, query, children, ...anchorProps }: Props) {
  const { id, homeSlug } = useSite()
  const target = onBookingSite(getSite(id), linkHref(link, homeSlug))
  if (!target) return <span>{children}</span>
  const href = query ? withQuery(target, query) : target
  const tab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (href.startsWith('/')) {
    return (
      <SitePageLink href={href} {...tab} {...anchorProps}>
        {children}
      </SitePageLink>
    )
  }
  return (
    <a href={href} {...tab} {...anchorProps}>
      {children}
    </a>
  )
}
