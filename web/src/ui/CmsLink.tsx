import { Children, Fragment, isValidElement, type ComponentProps, type ReactNode } from 'react'
import { getSite } from '@travel/config'
import { onBookingSite } from '@/site/bookingSite'
import { linkHref, siteService, withQuery, type LinkValue } from '@/site/links'
import { useSite } from '@/site/SiteContext'
import { Anchor } from './Anchor'
import { LinkTag, NewTabNote } from './LinkNotes'
import { SitePageLink } from './SitePageLink'
import { textOf } from './textOf'

type Props = {
  link: LinkValue
  /** Query parameters added to where the link goes (a voyage card's `?voyage=`). */
  query?: Record<string, string>
  children: ReactNode
} & Omit<ComponentProps<'a'>, 'href'>

/**
 * A CMS link: client-side navigation inside the site, a plain anchor elsewhere (Anchor: a link to
 * another brand's site says so); a booking-site path (`/en/tours?destination=japan`) on the site's
 * booking site; a service of the site's market (its travel advice or insurance) named beside the
 * label.
 */
export function CmsLink({ link, query, children: label, ...anchorProps }: Props) {
  const { id, homeSlug, facts } = useSite()
  const target = onBookingSite(getSite(id), linkHref(link, homeSlug, facts))
  const service = siteService(link, facts)
  const children =
    service && !textOf(label).includes(service.name) ? withTag(label, <LinkTag name={service.name} />) : label
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
    <Anchor href={href} {...tab} {...anchorProps}>
      {children}
    </Anchor>
  )
}

/** The label with a tag after its text: before its NewTabNote, if it has one, so the arrow ends the link. */
function withTag(label: ReactNode, tag: ReactNode): ReactNode {
  const parts = Children.toArray(label)
  const note = parts.findIndex((part) => isValidElement(part) && part.type === NewTabNote)
  const at = note === -1 ? parts.length : note
  return [...parts.slice(0, at), <Fragment key="tag">{tag}</Fragment>, ...parts.slice(at)]
}
