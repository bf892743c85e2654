import type { TypedObject } from '@portabletext/types'
import { Dialog } from '@/ui/Dialog'
import { RichText } from '@/ui/RichText'
import { CloseButton, DialogBody } from './styles'

type Props = { terms: TypedObject[]; onClose: () => void }

/** The famil's terms and conditions, as the editors wrote them. */
export function TermsDialog({ terms, onClose }: Props) {
  return (
    <Dialog
      isOpen
      title="Terms and conditions"
      onDismiss={onClose}
      actions={
        <CloseButton type="button" onClick={onClose}>
          Close
        </CloseButton>
      }
    >
      <DialogBody tabIndex={0}>
        <RichText value={terms} />
      </DialogBody>
    </Dialog>
  )
}
