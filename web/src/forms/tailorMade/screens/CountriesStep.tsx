import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '@/ui/Button'
import { Field } from '@/ui/Field'
import { ChoiceCards } from './ChoiceCards'
import { StepFrame, stepFormId } from './StepFrame'
import type { StepProps } from './types'

/** Step 1's second Next, outside the step: it stays in sight while the visitor scrolls the
 * long list of countries (spec 02 §2). */
const StickyBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -0.25rem 1rem rgb(0 0 0 / 0.08);
`

const Empty = styled.p`
  margin: 0;
`

export const LOADING_COUNTRIES = 'Finding the countries we travel to…'
export const NO_COUNTRIES = 'We could not load the countries just now. Please come back a little later.'

/**
 * Step 1: the countries to visit (warehouse call 6: from the page, or from our route when the
 * page was built without them), at least one.
 */
export function CountriesStep({ state, send, id, frame }: StepProps) {
  const { countries, answers, errors } = state.context
  const loading = state.matches({ countries: 'loading' })
  const [filter, setFilter] = useState('')
  const shown = countries.filter((country) =>
    country.name.toLocaleLowerCase().includes(filter.trim().toLocaleLowerCase()),
  )
  const chosen = answers.country.length
  const next = () => send({ type: 'next' })
  return (
    <StepFrame
      {...frame}
      onNext={next}
      after={
        <StickyBar>
          <span aria-live="polite">
            {chosen === 1 ? '1 country selected' : `${chosen} countries selected`}
          </span>
          {/* Submits the step's form: a refused Next then shows its message as the form's does. */}
          <Button type="submit" form={stepFormId(frame.headingId)}>
            Next
          </Button>
        </StickyBar>
      }
    >
      {countries.length > 0 ? (
        <Field id={id('countryFilter')} label="Find a country">
          <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </Field>
      ) : (
        <Empty role="status">{loading ? LOADING_COUNTRIES : NO_COUNTRIES}</Empty>
      )}
      <ChoiceCards
        name={id('country')}
        legend="Countries"
        hideLegend
        type="checkbox"
        compact
        choices={shown.map((country) => ({ value: country.name, title: country.name }))}
        selected={answers.country}
        onSelect={(country) => send({ type: 'toggleCountry', country })}
        error={errors['country']}
      />
    </StepFrame>
  )
}
