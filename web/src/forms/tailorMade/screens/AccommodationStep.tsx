import { ACCOMMODATION_CARDS } from '@/forms/tailorMade/model/options'
import { ChoiceCards } from './ChoiceCards'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'

/** Step 8: the accommodation level; choosing one advances. */
export function AccommodationStep({ state, send, id, frame }: StepProps) {
  const { answers, errors } = state.context
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <ChoiceCards
        name={id('accommodation')}
        legend="Accommodation level"
        hideLegend
        type="choose"
        choices={ACCOMMODATION_CARDS}
        selected={[answers.accommodation]}
        onSelect={(value) => {
          const card = ACCOMMODATION_CARDS.find((each) => each.value === value)
          if (card) send({ type: 'chooseAccommodation', accommodation: card.value })
        }}
        error={errors['accommodation']}
      />
    </StepFrame>
  )
}
