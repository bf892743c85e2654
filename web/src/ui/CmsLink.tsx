import type { ComponentProps, ReactNode } from 'react'
import { getSite } from '@travel/config'
import { onBookingSite } from '@/site/bookingSite'
import { linkHref, type LinkValue } from '@/site/links'
import { useSite } from '@/site/SiteContext'
import { SitePageLink } from './SitePageLink'

type Props = { link: LinkValue; children: ReactNode } & Omit<ComponentProps<'a'>, 'href'>

/**
 * A CMS link: client-side navigation inside the site, a plain anchor elsewhere; a booking-site path
 * (`/en/tours?destination=japan`) on the site's booking site.
 */
export function CmsLink({ link, children, ...anchorProps }: Props) {
  const { id, homeSlug } = useSite()
  const href = onBookingSite(getSite(id), linkHref(link, homeSlug))
  if (!href) return <span>{children}</span>
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
