import styled from 'styled-components'
import { typeStep } from '@/theme/typeStep'

/** One toast: a success is a status, anything else an alert. */
export type ToastMessage = { kind: 'success' | 'error'; title: string; description: string }

const Region = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 20;
  max-width: min(24rem, calc(100vw - 2rem));
`

const Card = styled.div<{ $error: boolean }>`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ $error, theme }) => ($error ? theme.colors.errorSurface : theme.colors.surface)};
  color: ${({ $error, theme }) => ($error ? theme.colors.error : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  strong {
    display: block;
  }
  p {
    margin: 0.2rem 0 0;
  }
`

const Close = styled.button`
  margin-left: auto;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  ${typeStep('lead')}
  line-height: 1;
  cursor: pointer;
`

type Props = { toast: ToastMessage | null; onClose: () => void }

/**
 * One toast at a time, in two live regions that are always in the page and never hidden (a region
 * added or shown with its text is not announced; empty, it takes no room): a success in the polite status, a failure in the assertive alert.
 */
export function Toast({ toast, onClose }: Props) {
  const card = (kind: ToastMessage['kind']) =>
    toast?.kind === kind ? (
      <Card $error={kind === 'error'}>
        <div>
          <strong>{toast.title}</strong>
          {toast.description ? <p>{toast.description}</p> : null}
        </div>
        <Close type="button" aria-label="Close" onClick={onClose}>
          ×
        </Close>
      </Card>
    ) : null
  return (
    <>
      <Region role="status">{card('success')}</Region>
      <Region role="alert">{card('error')}</Region>
    </>
  )
}
