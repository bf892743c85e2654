import styled from 'styled-components'
import { Field } from '@/ui/Field'
import { LinkButton, SecondaryButton } from './buttons'
import { NumberInput } from './NumberInput'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'

/** The schema's limits (schema.ts). */
const MAX_PLACES = 30
const MAX_NIGHTS = 365
const MAX_NOTE = 2000

const Row = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(12rem, 2fr) minmax(7rem, 1fr);
  gap: 1rem 1.25rem;
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;

  legend {
    padding: 0 0.25rem;
    font-weight: 600;
  }

  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
  }
`

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`

/** Step 4 (optional): other places in the chosen countries, with nights and a note each. */
export function OtherLocationsStep({ state, send, id, frame }: StepProps) {
  const { answers, locations } = state.context
  const places = answers.otherLocationVisit
  const loading = Object.values(state.children).some((child) => child?.getSnapshot().status === 'active')
  const setPlaces = (otherLocationVisit: typeof places) =>
    send({ type: 'setOtherLocations', otherLocationVisit })
  const change = (index: number, patch: Partial<(typeof places)[number]>) =>
    setPlaces(places.map((place, at) => (at === index ? { ...place, ...patch } : place)))
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <Note>Optional: add the places you would like to stay, if you know them.</Note>
      {places.map((place, index) => {
        // A place saved on an earlier visit stays offered, even if the list no longer has it.
        const options = locations.includes(place.location) ? locations : [place.location, ...locations]
        return (
          <Row key={index}>
            <legend>Place {index + 1}</legend>
            <Field id={id(`place-${index}-location`)} label="Place">
              <select
                value={place.location}
                onChange={(event) => change(index, { location: event.target.value })}
              >
                {options.map((location) => (
                  <option key={location}>{location}</option>
                ))}
              </select>
            </Field>
            <Field id={id(`place-${index}-nights`)} label="Nights">
              <NumberInput
                value={place.numberNights}
                min={0}
                max={MAX_NIGHTS}
                onValue={(numberNights) => change(index, { numberNights })}
              />
            </Field>
            <Field id={id(`place-${index}-note`)} label="Note" wide>
              <input
                maxLength={MAX_NOTE}
                value={place.note}
                onChange={(event) => change(index, { note: event.target.value })}
              />
            </Field>
            <div>
              <LinkButton type="button" onClick={() => setPlaces(places.filter((_, at) => at !== index))}>
                Remove place {index + 1}
              </LinkButton>
            </div>
          </Row>
        )
      })}
      {locations.length > 0 ? (
        <div>
          <SecondaryButton
            type="button"
            disabled={places.length >= MAX_PLACES}
            onClick={() => setPlaces([...places, { location: locations[0]!, numberNights: 0, note: '' }])}
          >
            Add a place
          </SecondaryButton>
        </div>
      ) : (
        <Note role="status">
          {loading
            ? 'Finding places in the countries you chose…'
            : 'We have no places to suggest for the countries you chose.'}
        </Note>
      )}
    </StepFrame>
  )
}
