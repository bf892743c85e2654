import type { ReactNode } from 'react'
import styled from 'styled-components'
import { typeStep } from '@/theme/typeStep'
import { Button } from '@/ui/Button'
import { Dialog } from '@/ui/Dialog'

/** The dialogs' Close, quieter than the card's buttons. */
const CloseButton = styled(Button)`
  padding: 0.5rem 1rem;
`

/** What a dialog holds scrolls within the screen; focusable, so the keyboard can scroll it. */
const DialogBody = styled.div`
  max-height: min(70dvh, 40rem);
  overflow-y: auto;
  overscroll-behavior: contain;

  h3 {
    margin: 1.25rem 0 0.5rem;
    ${typeStep('h4')}
  }
`

type Props = { title: string; onClose: () => void; children: ReactNode }

/** A dialog of the famil's card (its terms, its itinerary and price): its title, Close, and what it shows. */
export function FamilDialog({ title, onClose, children }: Props) {
  return (
    <Dialog
      isOpen
      title={title}
      onDismiss={onClose}
      actions={
        <CloseButton type="button" onClick={onClose}>
          Close
        </CloseButton>
      }
    >
      <DialogBody tabIndex={0}>{children}</DialogBody>
    </Dialog>
  )
}
