import type { ComponentProps } from 'react'
import { getSite } from '@travel/config'
import { otherBrandLink } from '@/site/otherBrands'
import { useOptionalSite } from '@/site/SiteContext'
import { LeavesSiteNote, LeavingLinkContext } from './LinkNotes'
import { textOf } from './textOf'

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string }

/**
 * A plain anchor, for an address that is not a page of this site. One to another brand's site
 * (site/otherBrands.ts) goes to that brand's site in this site's market and says so: the brand's
 * name beside the text (unless the text names it), an arrow, and that it leaves this site.
 */
export function Anchor({ href, children, ...props }: Props) {
  const site = useOptionalSite()
  const config = site ? getSite(site.id) : undefined
  const other = config ? otherBrandLink(config, href) : undefined
  if (!other) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    )
  }
  return (
    <a href={other.href} {...props}>
      <LeavingLinkContext.Provider value={true}>{children}</LeavingLinkContext.Provider>
      <LeavesSiteNote brandName={other.brandName} named={textOf(children).includes(other.brandName)} />
    </a>
  )
}
