import { Suspense, type ReactNode } from 'react'
import styled from 'styled-components'
import { lazyPart } from '@/hydration/lazyPart'
import { Button } from '@/ui/Button'

// Needed only after a send: its code loads then (useSubmissionForm's onSend preloads it).
const Dialog = lazyPart(() => import('@/ui/Dialog').then((module) => module.Dialog))

/** Loads the dialog's code as a send starts, so that it opens at once when the send succeeds. */
export const preloadSuccessDialog = () => void Dialog.preload()

const OkButton = styled(Button)`
  margin-top: 1.25rem;
`

type Props = { title: string; okLabel: string; onClose: () => void; children: ReactNode }

/** The thanks of a form, once its route stored the submission: a dialog closed by its button. */
export function SuccessDialog({ title, okLabel, onClose, children }: Props) {
  return (
    // Only ever rendered in the browser, after a send: its own boundary waits for its code.
    <Suspense fallback={null}>
      <Dialog isOpen onDismiss={onClose} title={title}>
        {children}
        <OkButton type="button" onClick={onClose}>
          {okLabel}
        </OkButton>
      </Dialog>
    </Suspense>
  )
}
