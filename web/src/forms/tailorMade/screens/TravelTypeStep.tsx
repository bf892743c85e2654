import { TRAVEL_TYPE_LABELS, TRAVEL_TYPES } from '@/forms/tailorMade/model/options'
import { BedType } from './BedType'
import { ChoiceCards } from './ChoiceCards'
import { PartyAndRooms } from './PartyAndRooms'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'

/** Step 2: who travels. SOLO and COUPLE then choose a bed type; FAMILY and GROUP their party
 * and rooms (reading B's step 3, as screens of this step). */
export function TravelTypeStep(props: StepProps) {
  const { state, send, id, frame } = props
  if (state.matches({ travelType: 'bedType' })) return <BedType {...props} />
  if (state.matches({ travelType: 'partyAndRooms' })) return <PartyAndRooms {...props} />
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <ChoiceCards
        name={id('travelType')}
        legend="Travel type"
        hideLegend
        type="choose"
        choices={TRAVEL_TYPES.map((type) => ({ value: type, title: TRAVEL_TYPE_LABELS[type] }))}
        selected={[state.context.answers.travelType]}
        onSelect={(value) => {
          const travelType = TRAVEL_TYPES.find((type) => type === value)
          if (travelType) send({ type: 'chooseTravelType', travelType })
        }}
        error={state.context.errors['travelType']}
      />
    </StepFrame>
  )
}
