import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { ValidationError } from 'yup'
import { getSite } from '@travel/config'
import { BRAND_PRODUCT_TYPE } from '@/site/products'
import { useSite } from '@/site/SiteContext'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { Button } from '@/ui/Button'
import { Dialog } from '@/ui/Dialog'
import { Field } from '@/ui/Field'
import { PlaceCombobox } from '@/forms/places/PlaceCombobox'
import { DURATIONS, TRAVEL_TYPES } from './options'
import { quickSearchSchema, type QuickSearch } from './schema'
import { searchProducts, type SearchAnswer } from './searchProducts'
import { SearchResults } from './SearchResults'
import { useSuggestions } from '@/forms/places/useSuggestions'
import { revealFirstInvalid, useRevealAfterRender } from '@/forms/kit/revealFirstError'

export const NOTICE_TITLE = 'Notice!'
export const NOTICE_TEXT = 'Please select type!'

const Bar = styled.form`
  display: grid;
  gap: 1rem;
  align-items: end;
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`

const Submit = styled(Button)`
  justify-content: center;
  min-height: 2.9rem;
`

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 1.25rem;
`

type Props = { idPrefix: string; entered?: EnteredValues }

function text(entered: EnteredValues | undefined, name: string): string {
  const value = entered?.[name]
  return typeof value === 'string' ? value : ''
}

/**
 * The quick search (spec 02 §2–§5): a travel type (required; it starts on the site's own, the
 * spec's four listed), a destination keyword with suggestions, a duration, and Search Now, whose
 * results open in a 'Search Result' dialog. It asks the site's own routes, never the warehouse.
 */
export function QuickSearchForm({ idPrefix, entered }: Props) {
  const site = getSite(useSite().id)
  const [values, setValues] = useState<QuickSearch>({
    // What the visitor chose before the form hydrated, else the site's own travel type.
    travelType:
      typeof entered?.['travelType'] === 'string'
        ? entered['travelType']
        : site
          ? BRAND_PRODUCT_TYPE[site.brand]
          : '',
    keyword: text(entered, 'keyword'),
    duration: text(entered, 'duration'),
  })
  const [typeError, setTypeError] = useState<string>()
  // A refused search focuses the travel type, as every form focuses its first refused field.
  const revealAfterRender = useRevealAfterRender()
  const [notice, setNotice] = useState(false)
  const [searching, setSearching] = useState(false)
  const [answer, setAnswer] = useState<{ travelType: string; answer: SearchAnswer }>()
  const suggestions = useSuggestions(values.travelType, values.keyword ?? '')
  const id = (name: string) => `${idPrefix}-${name}`

  const set = (name: keyof QuickSearch) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (name === 'travelType' && value) setTypeError(undefined)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (searching) return
    revealAfterRender.setContainer(event.currentTarget)
    let query: QuickSearch
    try {
      query = await quickSearchSchema.validate(values, { abortEarly: false, strict: true })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      setTypeError(error.inner.find(({ path }) => path === 'travelType')?.message)
      setNotice(true)
      revealAfterRender.reveal(revealFirstInvalid)
      return
    }
    setSearching(true)
    const found = await searchProducts(query)
    setSearching(false)
    setAnswer({ travelType: query.travelType, answer: found })
  }

  return (
    <>
      <Bar role="search" aria-label="Quick search" noValidate onSubmit={onSubmit}>
        <Field id={id('travelType')} label="Travel type" required error={typeError}>
          <select
            name="travelType"
            value={values.travelType}
            onChange={(event) => set('travelType')(event.target.value)}
          >
            <option value="">Select type</option>
            {TRAVEL_TYPES.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('keyword')} label="Destination">
          <PlaceCombobox
            id={id('keyword')}
            name="keyword"
            value={values.keyword ?? ''}
            onChange={set('keyword')}
            suggestions={suggestions}
          />
        </Field>
        <Field id={id('duration')} label="Duration">
          <select
            name="duration"
            value={values.duration}
            onChange={(event) => set('duration')(event.target.value)}
          >
            <option value="">Any duration</option>
            {DURATIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Submit type="submit" disabled={searching} aria-busy={searching || undefined}>
          {searching ? 'Searching…' : 'Search Now'}
        </Submit>
      </Bar>
      <Dialog isOpen={notice} onDismiss={() => setNotice(false)} title={NOTICE_TITLE}>
        <p>{NOTICE_TEXT}</p>
        <Actions>
          <Button type="button" onClick={() => setNotice(false)}>
            OK
          </Button>
        </Actions>
      </Dialog>
      <Dialog isOpen={answer !== undefined} onDismiss={() => setAnswer(undefined)} title="Search Result">
        {answer ? <SearchResults travelType={answer.travelType} answer={answer.answer} /> : null}
        <Actions>
          <Button type="button" onClick={() => setAnswer(undefined)}>
            Close
          </Button>
        </Actions>
      </Dialog>
    </>
  )
}
