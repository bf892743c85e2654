import styled from 'styled-components'

/**
 * A message the visitor must read now (a refused send, a missing captcha), announced as it
 * appears. It takes the whole row of the form it is in, laid out as a grid or a flex row.
 */
export const Alert = styled.p.attrs({ role: 'alert' })`
  grid-column: 1 / -1;
  flex: 1 1 100%;
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.errorSurface};
  color: ${({ theme }) => theme.colors.error};
`
