import styled from 'styled-components'
import { TRAVEL_TYPE_LABELS, type TravelType } from '@/forms/tailorMade/model/options'
import type { WizardEvent } from '@/forms/tailorMade/model/tailorMadeWizard.machine'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import { LinkButton } from './buttons'

const Line = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
`

/** The travel type chosen, and the way back to the choice (spec 02 §4: clearing the type). */
export function TravelTypeChange({
  travelType,
  send,
}: {
  travelType: TravelType | ''
  send: (event: WizardEvent) => void
}) {
  return (
    <Line>
      <span>
        Travelling: <strong>{travelType ? TRAVEL_TYPE_LABELS[travelType] : ''}</strong>
      </span>
      <LinkButton type="button" onClick={() => send({ type: 'clearTravelType' })}>
        Change<VisuallyHidden> who is travelling</VisuallyHidden>
      </LinkButton>
    </Line>
  )
}
