import type { ReactNode } from 'react'
import { termsLink, type LinkValue } from '@/site/links'
import { CmsLink } from './CmsLink'
import { NewTabNote } from './NewTabNote'

type Props = {
  /** The page of terms an editor chose for the form; /terms-conditions without one. */
  reference?: LinkValue['reference']
  children: ReactNode
  className?: string
}

/** A form's link to its terms and conditions: always in a new tab, and saying so. */
export function TermsLink({ reference = null, children, className }: Props) {
  return (
    <CmsLink link={termsLink(reference)} className={className}>
      {children}
      <NewTabNote />
    </CmsLink>
  )
}
