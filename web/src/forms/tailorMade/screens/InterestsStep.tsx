import { INTEREST_LABELS, interestsFor } from '@/forms/tailorMade/model/options'
import { LinkButton } from './buttons'
import { ChoiceCards } from './ChoiceCards'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'

/** Step 6: the interests the chosen focus offers, at least one. */
export function InterestsStep({ state, send, id, frame }: StepProps) {
  const { answers, errors } = state.context
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <p>
        <LinkButton type="button" onClick={() => send({ type: 'goTo', step: 'destinationFocus' })}>
          view/edit previous answers
        </LinkButton>
      </p>
      <ChoiceCards
        name={id('interesting')}
        legend="Interests"
        hideLegend
        type="checkbox"
        choices={interestsFor(answers.destinationFocus).map((interest) => ({
          value: interest,
          title: INTEREST_LABELS[interest],
        }))}
        selected={answers.interesting}
        onSelect={(interest) => send({ type: 'toggleInterest', interest })}
        error={errors['interesting']}
      />
    </StepFrame>
  )
}
