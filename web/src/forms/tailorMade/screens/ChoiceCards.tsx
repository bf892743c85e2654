import type { ReactNode } from 'react'
import styled from 'styled-components'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import { ErrorText } from './ErrorText'
import { typeStep } from '@/theme/typeStep'

export type Choice = {
  value: string
  title: string
  /** A line under the title (a pace's, a transport's description). */
  text?: string
  price?: string
  /** Shown in the card under its label (an already-bought item's saved detail). */
  extra?: ReactNode
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 0.75rem;
  font-weight: 600;
`

/** The group's message, between its legend and its choices. */
const GroupError = styled(ErrorText)`
  margin: 0 0 0.75rem;
`

/**
 * Compact cards (`data-compact`) are a rule of their own, not a class made for them: a step's
 * cards need no new style rule in the browser, which would restyle the page (theme/serverStyles.ts).
 */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: 0.75rem;

  &[data-compact] {
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  }
`

const Card = styled.div`
  display: grid;
  align-content: start;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};

  &:has(input:checked),
  &:has([aria-pressed='true']) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.muted};
  }

  @media (prefers-reduced-motion: no-preference) {
    transition:
      border-color 0.15s ease,
      background 0.15s ease;
  }
`

const Label = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.2rem 0.6rem;
  padding: 0.9rem 1rem;
  cursor: pointer;

  [data-compact] & {
    padding: 0.6rem 0.75rem;
  }

  input {
    width: 1.15rem;
    height: 1.15rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`

/** A card that is one button: choosing it moves the wizard on. */
const ChooseButton = styled.button`
  display: grid;
  gap: 0.2rem;
  padding: 0.9rem 1rem;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  ${'& > span'} {
    grid-column: 1;
  }

  [data-compact] & {
    padding: 0.6rem 0.75rem;
  }
`

const Title = styled.span`
  font-weight: 600;
`

const Detail = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.colors.muted};
  ${typeStep('small')}
`

const Price = styled(Detail)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`

const Extra = styled.div`
  padding: 0 1rem 0.9rem;
`

type Props = {
  /** The inputs' name, and the start of their ids. */
  name: string
  legend: string
  /** The step's heading already says what the cards are for: the legend is for screen readers. */
  hideLegend?: boolean
  /**
   * 'choose': each card is a button that chooses and moves on (a radio would choose, and so move
   * on, with every arrow key a keyboard user presses to reach the card they want).
   */
  type: 'radio' | 'checkbox' | 'choose'
  choices: readonly Choice[]
  selected: readonly string[]
  /** A checkbox's toggle, or a radio's choice: also when the chosen card is chosen again, so
   * a step that advances on a choice advances when the visitor comes back and confirms it. */
  onSelect: (value: string) => void
  error?: string
  compact?: boolean
}

/** Radio, checkbox or button cards in a fieldset: native controls, so the keyboard and focus work as usual. */
export function ChoiceCards({
  name,
  legend,
  hideLegend = false,
  type,
  choices,
  selected,
  onSelect,
  error,
  compact = false,
}: Props) {
  const errorId = `${name}-error`
  return (
    <Fieldset aria-describedby={error ? errorId : undefined} data-invalid={error ? true : undefined}>
      <Legend>{hideLegend ? <VisuallyHidden>{legend}</VisuallyHidden> : legend}</Legend>
      {/* Above the choices: a refused Next focuses the first of them, and a long list (the
          countries) would hide a message under it. */}
      {error ? <GroupError id={errorId}>{error}</GroupError> : null}
      <Grid data-compact={compact || undefined}>
        {choices.map((choice, index) => {
          const checked = selected.includes(choice.value)
          return (
            <Card key={choice.value}>
              {type === 'choose' ? (
                <ChooseButton
                  type="button"
                  id={`${name}-${index}`}
                  aria-pressed={checked}
                  onClick={() => onSelect(choice.value)}
                >
                  <Title>{choice.title}</Title>
                  {choice.price ? <Price>{choice.price}</Price> : null}
                  {choice.text ? <Detail>{choice.text}</Detail> : null}
                </ChooseButton>
              ) : (
                <Label>
                  <input
                    type={type}
                    id={`${name}-${index}`}
                    name={name}
                    value={choice.value}
                    checked={checked}
                    onChange={() => onSelect(choice.value)}
                    // A checked radio fires no change when chosen again: its click does.
                    onClick={type === 'radio' && checked ? () => onSelect(choice.value) : undefined}
                  />
                  <Title>{choice.title}</Title>
                  {choice.price ? <Price>{choice.price}</Price> : null}
                  {choice.text ? <Detail>{choice.text}</Detail> : null}
                </Label>
              )}
              {choice.extra ? <Extra>{choice.extra}</Extra> : null}
            </Card>
          )
        })}
      </Grid>
    </Fieldset>
  )
}
