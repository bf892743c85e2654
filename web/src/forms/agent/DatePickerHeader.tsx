import type { ReactDatePickerCustomHeaderProps } from 'react-datepicker'
import styled from 'styled-components'
import { typeStep } from '@/theme/typeStep'

/** The months' names, January first, as the site writes them. */
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-AU', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month, 1)),
)

/** The first year a date of birth may be picked in. */
const FIRST_YEAR = 1900

// `&&`: the agent forms make every select in them a full-width block (AgentFormFrame).
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};

  && select {
    display: inline-block;
    width: auto;
    min-height: 2.75rem;
  }
`

const Step = styled.button`
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 0;
  background: none;
  ${typeStep('lead')}
  cursor: pointer;

  &:disabled {
    cursor: default;
    opacity: 0.4;
  }
`

type Props = ReactDatePickerCustomHeaderProps & { lastYear: number }

/**
 * The date picker's month and year, each a select with its name, and a step to either side.
 * react-datepicker's own dropdowns have no accessible name (axe: select-name).
 */
export function DatePickerHeader({
  date,
  changeMonth,
  changeYear,
  decreaseMonth,
  increaseMonth,
  prevMonthButtonDisabled,
  nextMonthButtonDisabled,
  lastYear,
}: Props) {
  const years = Array.from({ length: lastYear - FIRST_YEAR + 1 }, (_, index) => FIRST_YEAR + index)
  return (
    <Header>
      <Step
        type="button"
        onClick={decreaseMonth}
        disabled={prevMonthButtonDisabled}
        aria-label="Previous month"
      >
        <span aria-hidden="true">‹</span>
      </Step>
      <select
        aria-label="Month"
        value={date.getMonth()}
        onChange={(event) => changeMonth(Number(event.target.value))}
      >
        {MONTHS.map((name, month) => (
          <option key={name} value={month}>
            {name}
          </option>
        ))}
      </select>
      <select
        aria-label="Year"
        value={date.getFullYear()}
        onChange={(event) => changeYear(Number(event.target.value))}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
      <Step type="button" onClick={increaseMonth} disabled={nextMonthButtonDisabled} aria-label="Next month">
        <span aria-hidden="true">›</span>
      </Step>
    </Header>
  )
}
