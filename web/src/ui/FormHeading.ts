import styled from 'styled-components'

/** A form section's title (the webinar, career, enquiry and agent forms): give it `as` its level. */
export const FormTitle = styled.h2`
  font-size: clamp(1.6rem, 3vw, 2.2rem);
  margin: 0 0 0.75rem;
`

/** The line of text under a form section's title. */
export const FormIntro = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
`
