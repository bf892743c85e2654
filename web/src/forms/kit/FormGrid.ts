import styled from 'styled-components'

/**
 * A form's fields in columns of at least 14rem, as many as fit (one on a screen narrower than
 * that): FormShell's `as` for most forms.
 */
export const FormGrid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
  gap: 1rem 1.25rem;
`
