import { BED_TYPE_LABELS, BED_TYPES } from '@/forms/tailorMade/model/options'
import { ChoiceCards } from './ChoiceCards'
import { StepFrame } from './StepFrame'
import { TravelTypeChange } from './TravelTypeChange'
import type { StepProps } from './types'

/** A solo traveller's or a couple's bed type (the party and rooms follow from the type). */
export function BedType({ state, send, id, frame }: StepProps) {
  const { answers, errors } = state.context
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <TravelTypeChange travelType={answers.travelType} send={send} />
      <ChoiceCards
        name={id('selectedBedType')}
        legend="Which beds would you like?"
        type="radio"
        choices={BED_TYPES.map((type) => ({ value: type, title: BED_TYPE_LABELS[type] }))}
        selected={[answers.selectedBedType]}
        onSelect={(value) => {
          const bedType = BED_TYPES.find((type) => type === value)
          if (bedType) send({ type: 'chooseBedType', bedType })
        }}
        error={errors['selectedBedType']}
      />
    </StepFrame>
  )
}
