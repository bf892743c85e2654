import type { RefObject } from 'react'
import type { WizardEvent, WizardSnapshot } from '@/forms/tailorMade/model/tailorMadeWizard.machine'
import type { StepId } from '@/forms/tailorMade/model/steps'

/** What every step's frame needs from the wizard: where it is, its heading, the way back. */
export type FrameProps = {
  step: StepId
  /** The step heading's id (the step's form is labelled by it). */
  headingId: string
  /** Focus moves to the heading when the screen changes (TailorMadeWizard). */
  headingRef: RefObject<HTMLHeadingElement | null>
  /** The Previous button: the browser's back when the previous entry is the wizard's. */
  onPrevious: () => void
}

/** What each step's screen gets: the machine's snapshot, its `send`, and ids for its controls. */
export type StepProps = {
  state: WizardSnapshot
  send: (event: WizardEvent) => void
  /** A control's id, from the wizard's id prefix (never useId: the server renders step 1). */
  id: (name: string) => string
  frame: FrameProps
}
