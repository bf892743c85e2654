import { PACE_CARDS, PACES } from '@/forms/tailorMade/model/options'
import { ChoiceCards } from './ChoiceCards'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'

/** Step 7: the pace; choosing one advances. */
export function PaceStep({ state, send, id, frame }: StepProps) {
  const { answers, errors } = state.context
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <ChoiceCards
        name={id('pace')}
        legend="Pace"
        hideLegend
        type="choose"
        choices={PACES.map((pace) => ({ value: pace, ...PACE_CARDS[pace] }))}
        selected={[answers.pace]}
        onSelect={(value) => {
          const pace = PACES.find((each) => each === value)
          if (pace) send({ type: 'choosePace', pace })
        }}
        error={errors['pace']}
      />
    </StepFrame>
  )
}
