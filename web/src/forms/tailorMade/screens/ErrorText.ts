import styled from 'styled-components'
import { typeStep } from '@/theme/typeStep'

/** A message under a group of controls (the Field component shows a single control's own). */
export const ErrorText = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.error};
  ${typeStep('small')}
`
