import styled from 'styled-components'
import { typeStep } from '@/theme/typeStep'

// Running text needs no component: the page's body is set in the scale's body step
// (theme/GlobalStyle.ts). These are the other text steps, each a paragraph without margins;
// render one as a `span` or `div` with `as`, and place it with `styled(...)` (never a size).

/** An intro paragraph under a title: the scale's lead step. */
export const Lead = styled.p`
  margin: 0;
  ${typeStep('lead')}
`

/** Meta lines, notes and messages under a control: the scale's small step. */
export const Small = styled.p`
  margin: 0;
  ${typeStep('small')}
`

/** Fine print: the scale's caption step. */
export const Caption = styled.p`
  margin: 0;
  ${typeStep('caption')}
`

/**
 * The short uppercase line above a section's title ("About us", "Our partners"): the caption
 * step, spaced out, in the muted colour, half a line above the title.
 */
export const Eyebrow = styled.p`
  margin: 0 0 0.5rem;
  ${typeStep('caption')}
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`
