import { Suspense } from 'react'
import { Button } from '@/ui/Button'
import { Field } from '@/ui/Field'
import { SecondaryButton } from './buttons'
import { DialogActions } from './DialogActions'
import { Dialog } from './lazyParts'
import type { StepProps } from './types'

/** The focus 'other': the visitor's interests in words. Save waits for some; it advances. */
export function OtherInterestsDialog({ state, send, id }: Omit<StepProps, 'frame'>) {
  const { answers, errors } = state.context
  const close = () => send({ type: 'closeDialog' })
  return (
    // Rendered only after a choice in the browser: its own boundary waits for the dialog's code.
    <Suspense fallback={null}>
      <Dialog isOpen onDismiss={close} title="Other interests">
        <Field id={id('otherInterests')} label="Tell us what interests you" error={errors['otherInterests']}>
          <textarea
            rows={5}
            value={answers.otherInterests}
            onChange={(event) => send({ type: 'setOtherInterests', text: event.target.value })}
          />
        </Field>
        <DialogActions>
          <SecondaryButton type="button" onClick={close}>
            Close
          </SecondaryButton>
          <Button
            type="button"
            disabled={answers.otherInterests.trim() === ''}
            onClick={() => send({ type: 'saveOtherInterests' })}
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Suspense>
  )
}
