import type { ReactNode } from 'react'
import { termsLink, type LinkValue } from '@/site/links'
import { useLegalPaths } from '@/site/SiteContext'
import { CmsLink } from './CmsLink'
import { NewTabNote } from './LinkNotes'

type Props = {
  /** The page of terms an editor chose for the form; the site's terms page without one. */
  reference?: LinkValue['reference']
  children: ReactNode
  className?: string
}

/** A form's link to its terms and conditions: always in a new tab, and saying so. */
export function TermsLink({ reference = null, children, className }: Props) {
  const { terms } = useLegalPaths()
  return (
    <CmsLink link={termsLink(reference, terms)} className={className}>
      {children}
      <NewTabNote />
    </CmsLink>
  )
}
