import styled from 'styled-components'
import { Button } from '@/ui/Button'

/** A button second to the step's main one (Previous, Close, Start afresh). */
export const SecondaryButton = styled(Button)`
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
`

/** A button that reads as a link in running text (Change, view/edit previous answers). */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
`
