import { createContext, useContext, type ReactNode } from 'react'
import styled from 'styled-components'
import { typeStep } from '@/theme/typeStep'
import { VisuallyHidden } from './VisuallyHidden'

/**
 * Set inside a link that leaves for another brand's site (Anchor.tsx): its LeavesSiteNote draws
 * the arrow, so a NewTabNote inside it says its words only, and the link shows one arrow.
 */
export const LeavingLinkContext = createContext(false)

/*
 * Keeps the arrow on the line of the word before it: Chrome may break a line before an inline
 * SVG (after a link's visually hidden words, which start with a space), which leaves the arrow
 * alone under a wrapped label. A word joiner drawn by CSS, hidden from screen readers and from
 * the link's text, and no wrapping inside, forbid that break.
 */
const ArrowBox = styled.span`
  white-space: nowrap;

  &::before {
    content: '\\2060';
  }
`

/** The arrow out of a box: the link leads elsewhere (another tab, another site). */
export function OutArrow() {
  return (
    <ArrowBox aria-hidden="true">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="14" height="14">
        <path
          d="M14 3h7v7h-2V6.4l-8.3 8.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z"
          fill="currentColor"
        />
      </svg>
    </ArrowBox>
  )
}

/**
 * Says that a link opens in a new tab: a small arrow for the eye, words for screen readers.
 * Put it inside the link, after its label, when the link's `newTab` is set.
 */
export function NewTabNote() {
  const leaving = useContext(LeavingLinkContext)
  return (
    <>
      {leaving ? null : <OutArrow />}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </>
  )
}

const Tag = styled.span`
  ${typeStep('caption')}
  white-space: nowrap;

  svg {
    margin-inline-start: 0.2em;
  }
`

/**
 * Who a link leads to, beside its label, where the label does not say it: another brand
 * ('Wayfarer Tours') or the service of the site's market ('SafeTravel'), after a space; with
 * `children` (an arrow) kept on its line.
 */
export function LinkTag({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <>
      {' '}
      <Tag>
        {name}
        {children}
      </Tag>
    </>
  )
}

/**
 * Says that a link leaves this site for another brand's: the brand's name (unless the label
 * names it), an arrow, and the words for screen readers. Anchor.tsx adds it.
 */
export function LeavesSiteNote({ brandName, named }: { brandName: string; named: boolean }) {
  return (
    <>
      {named ? (
        <OutArrow />
      ) : (
        <LinkTag name={brandName}>
          <OutArrow />
        </LinkTag>
      )}
      <VisuallyHidden> (leaves this site)</VisuallyHidden>
    </>
  )
}
