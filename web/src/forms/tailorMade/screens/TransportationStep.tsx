import { TRANSPORT_CARDS, TRANSPORTS } from '@/forms/tailorMade/model/options'
import { ChoiceCards } from './ChoiceCards'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'

/** Step 9: how to get around, at least one. */
export function TransportationStep({ state, send, id, frame }: StepProps) {
  const { answers, errors } = state.context
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <ChoiceCards
        name={id('transportation')}
        legend="Transportation"
        hideLegend
        type="checkbox"
        choices={TRANSPORTS.map((transport) => ({ value: transport, ...TRANSPORT_CARDS[transport] }))}
        selected={answers.transportation}
        onSelect={(value) => {
          const transport = TRANSPORTS.find((each) => each === value)
          if (transport) send({ type: 'toggleTransport', transport })
        }}
        error={errors['transportation']}
      />
    </StepFrame>
  )
}
