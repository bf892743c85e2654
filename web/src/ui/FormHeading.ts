import styled from 'styled-components'
import { Heading } from './Heading'

/** A form section's title (the webinar, career, enquiry and agent forms): `<FormTitle level size="h2">`. */
export const FormTitle = styled(Heading)`
  margin: 0 0 0.75rem;
`

/** The line of text under a form section's title. */
export const FormIntro = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
`
