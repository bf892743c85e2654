import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { Field } from '@/ui/Field'
import { LinkButton, SecondaryButton } from './buttons'
import { NumberInput } from './NumberInput'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'

/** The schema's limits (schema.ts). */
const MAX_PLACES = 30
const MAX_PLACE = 200
const MAX_NIGHTS = 365
const MAX_NOTE = 2000

const Row = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(12rem, 2fr) minmax(7rem, 1fr);
  gap: 1rem 1.25rem;
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.card};
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

/**
 * Step 4 (optional): other places in the chosen countries, with nights and a note each. A place
 * is typed, with the places of the chosen countries (warehouse call 5) suggested as the visitor
 * types (the platform's combobox: an input with a datalist, like the arrival and departure
 * places): a country the warehouse has no places for, or a failed lookup, still lets the visitor
 * name one. A place left blank is dropped on Next.
 */
export function OtherLocationsStep({ state, send, id, frame }: StepProps) {
  const { answers, locations } = state.context
  const places = answers.otherLocationVisit
  const loading = Object.values(state.children).some((child) => child?.getSnapshot().status === 'active')
  const [added, setAdded] = useState<number | null>(null)
  useEffect(() => {
    if (added !== null) document.getElementById(id(`place-${added}-location`))?.focus()
  }, [added, id])
  const setPlaces = (otherLocationVisit: typeof places) =>
    send({ type: 'setOtherLocations', otherLocationVisit })
  const change = (index: number, patch: Partial<(typeof places)[number]>) =>
    setPlaces(places.map((place, at) => (at === index ? { ...place, ...patch } : place)))
  const suggestionsId = id('place-suggestions')
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <Note>Optional: add the places you would like to stay, if you know them.</Note>
      <datalist id={suggestionsId}>
        {locations.map((location) => (
          <option key={location} value={location} />
        ))}
      </datalist>
      {places.map((place, index) => (
        <Row key={index}>
          <legend>Place {index + 1}</legend>
          <Field id={id(`place-${index}-location`)} label="Place">
            <input
              list={suggestionsId}
              autoComplete="off"
              maxLength={MAX_PLACE}
              value={place.location}
              onChange={(event) => change(index, { location: event.target.value })}
            />
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
      ))}
      <div>
        <SecondaryButton
          type="button"
          disabled={places.length >= MAX_PLACES}
          onClick={() => {
            setPlaces([...places, { location: '', numberNights: 0, note: '' }])
            setAdded(places.length)
          }}
        >
          Add a place
        </SecondaryButton>
      </div>
      <Note role="status">
        {loading
          ? 'Finding places in the countries you chose…'
          : locations.length > 0
            ? 'Type a place, or pick one of the places we suggest as you type.'
            : 'We have no places to suggest for the countries you chose: type the places you have in mind.'}
      </Note>
    </StepFrame>
  )
}
