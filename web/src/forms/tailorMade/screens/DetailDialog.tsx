import { Suspense, useState } from 'react'
import { ALREADY_BOUGHT_LABELS, type AlreadyBought } from '@/forms/tailorMade/model/options'
import type { WizardEvent } from '@/forms/tailorMade/model/tailorMadeWizard.machine'
import { Button } from '@/ui/Button'
import { SecondaryButton } from './buttons'
import { DialogActions } from './DialogActions'
import { Dialog, EditorPlaceholder, RichTextEditor } from './lazyParts'
import { plainText } from '@/forms/tailorMade/model/plainText'

type Props = {
  item: Exclude<AlreadyBought, 'nothing'>
  /** The detail saved before, which Save replaces. */
  initialHtml: string
  send: (event: WizardEvent) => void
  id: (name: string) => string
}

/** An already-bought item's detail, as rich text. Save waits for words; Close keeps the tick
 * with no new detail. */
export function DetailDialog({ item, initialHtml, send, id }: Props) {
  const [html, setHtml] = useState(initialHtml)
  const close = () => send({ type: 'closeDialog' })
  return (
    // Rendered only after a tick in the browser: its own boundary waits for the dialog's code.
    <Suspense fallback={null}>
      <Dialog isOpen onDismiss={close} title={`Already bought: ${ALREADY_BOUGHT_LABELS[item]}`}>
        <Suspense fallback={<EditorPlaceholder />}>
          <RichTextEditor
            id={id(`detail-${item}`)}
            label="Tell us what you have already bought"
            initialHtml={initialHtml}
            onChange={setHtml}
          />
        </Suspense>
        <DialogActions>
          <SecondaryButton type="button" onClick={close}>
            Close
          </SecondaryButton>
          <Button
            type="button"
            disabled={plainText(html) === ''}
            onClick={() => send({ type: 'saveAlreadyBoughtDetail', html })}
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Suspense>
  )
}
