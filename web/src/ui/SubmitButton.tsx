import styled, { keyframes } from 'styled-components'
import { Button } from './Button'

const spin = keyframes`to { transform: rotate(360deg); }`

const Spinner = styled.span`
  width: 1rem;
  height: 1rem;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`

/** Disabled with a spinner while sending. */
export function SubmitButton({
  sending,
  label,
  disabled = false,
}: {
  sending: boolean
  label: string
  disabled?: boolean
}) {
  return (
    <Button type="submit" disabled={sending || disabled} aria-busy={sending}>
      {sending ? <Spinner aria-hidden="true" /> : null}
      {label}
    </Button>
  )
}
