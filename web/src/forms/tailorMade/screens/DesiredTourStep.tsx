import { Suspense } from 'react'
import { EditorPlaceholder, RichTextEditor } from './lazyParts'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'

/** Step 10 (optional): the desired tour in the visitor's words, as rich text. */
export function DesiredTourStep({ state, send, id, frame }: StepProps) {
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <Suspense fallback={<EditorPlaceholder />}>
        <RichTextEditor
          id={id('desiredTour')}
          label="tell us more about your desired tour"
          hint="optional"
          initialHtml={state.context.answers.desiredTour}
          onChange={(html) => send({ type: 'setDesiredTour', html })}
        />
      </Suspense>
    </StepFrame>
  )
}
