import { DATE_TYPE_LABELS, DATE_TYPES } from '@/forms/tailorMade/model/options'
import { ArrivalDeparture } from './ArrivalDeparture'
import { ChoiceCards } from './ChoiceCards'
import { FlexibleDates } from './FlexibleDates'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'

/** Step 3: the kind of dates (choosing one advances), then the dates set or the flexible dates. */
export function TravelDatesStep(props: StepProps) {
  const { state, send, id, frame } = props
  if (state.matches({ travelDates: 'arrivalDeparture' })) return <ArrivalDeparture {...props} />
  if (state.matches({ travelDates: 'flexible' })) return <FlexibleDates {...props} />
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <ChoiceCards
        name={id('dateType')}
        legend="Your dates"
        hideLegend
        type="choose"
        choices={DATE_TYPES.map((type) => ({ value: type, title: DATE_TYPE_LABELS[type] }))}
        selected={[state.context.answers.travelDate.type]}
        onSelect={(value) => {
          const dateType = DATE_TYPES.find((type) => type === value)
          if (dateType) send({ type: 'chooseDateType', dateType })
        }}
        error={state.context.errors['travelDate.type']}
      />
    </StepFrame>
  )
}
