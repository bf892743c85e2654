import type { ReactNode } from 'react'
import styled from 'styled-components'
import { VisuallyHidden } from '@/ui/VisuallyHidden'

const Details = styled.details`
  /* The summary names what it does next: Read more while closed, Read less while open. */
  &:not([open]) .less,
  &[open] .more {
    display: none;
  }
`

const Summary = styled.summary`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 2.75rem;
  margin: 0.25rem 0 0.5rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }
  &::after {
    content: '';
    width: 0.5em;
    height: 0.5em;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: translateY(-0.15em) rotate(45deg);
  }
  details[open] > &::after {
    transform: translateY(0.15em) rotate(-135deg);
  }
`

/**
 * The rest of a text, behind a Read more / Read less expander: a disclosure the browser runs
 * (keyboard, expanded state) with no script. Its name says what it opens, for screen readers.
 */
export function ReadMore({ about, children }: { about: string; children: ReactNode }) {
  return (
    <Details>
      <Summary>
        <span className="more">Read more</span>
        <span className="less">Read less</span>
        <VisuallyHidden> about {about}</VisuallyHidden>
      </Summary>
      {children}
    </Details>
  )
}
