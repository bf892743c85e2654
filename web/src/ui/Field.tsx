import { cloneElement, useId, type ReactElement } from 'react'
import styled from 'styled-components'

const Wrapper = styled.div<{ $wide: boolean }>`
  display: grid;
  gap: 0.35rem;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};

  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    font: inherit;
    padding: 0.7rem 0.8rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    color: inherit;
    min-height: 2.9rem;
  }
  [aria-invalid='true'] {
    border-color: #b3261e;
  }
`

const ErrorText = styled.p`
  margin: 0;
  color: #b3261e;
  font-size: 0.9rem;
`

type Props = {
  label: string
  error?: string
  wide?: boolean
  required?: boolean
  children: ReactElement<Record<string, unknown>>
}

/** A labelled control with its error message, announced with the control (aria-describedby). */
export function Field({ label, error, wide = false, required = false, children }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <Wrapper $wide={wide}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required || undefined,
      })}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Wrapper>
  )
}
