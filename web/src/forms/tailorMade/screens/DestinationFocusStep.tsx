import { TRIP_FOCUSES, TRIP_FOCUS_LABELS } from '@/forms/tailorMade/model/options'
import { ChoiceCards } from './ChoiceCards'
import { GolfPreferences } from './GolfPreferences'
import { OtherInterestsDialog } from './OtherInterestsDialog'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'

/** Step 5: the trip's focus. Most advance at once; 'other' asks for the interests in a dialog,
 * golf_holidays shows the golf preferences. */
export function DestinationFocusStep(props: StepProps) {
  const { state, send, id, frame } = props
  if (state.matches({ destinationFocus: 'golf' })) return <GolfPreferences {...props} />
  const { answers, errors } = state.context
  return (
    <StepFrame
      {...frame}
      onNext={() => send({ type: 'next' })}
      after={
        // Outside the step's form: the dialog's controls submit nothing of the step's.
        state.matches({ destinationFocus: 'otherInterests' }) ? (
          <OtherInterestsDialog state={state} send={send} id={id} />
        ) : null
      }
    >
      <ChoiceCards
        name={id('destinationFocus')}
        legend="Trip focus"
        hideLegend
        type="choose"
        choices={TRIP_FOCUSES.map((focus) => ({ value: focus, title: TRIP_FOCUS_LABELS[focus] }))}
        selected={[answers.destinationFocus]}
        onSelect={(value) => {
          const focus = TRIP_FOCUSES.find((each) => each === value)
          if (focus) send({ type: 'chooseFocus', focus })
        }}
        error={errors['destinationFocus'] ?? errors['otherInterests']}
      />
    </StepFrame>
  )
}
