import { css } from 'styled-components'

/**
 * The one focus ring of every control (GlobalStyle's `:focus-visible`, and the few components
 * that draw it themselves): two-tone from the brand's tokens, the inner tone filling the gap
 * between the control and the outer ring, so one of the two shows on any background.
 */
export const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.colors.focusRing};
  outline-offset: 2px;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focusRingInner};
`
