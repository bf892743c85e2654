import styled from 'styled-components'
import { Field } from '@/ui/Field'
import { DateInput, localToday } from './DateInput'
import { DateTypeSelect } from './DateTypeSelect'
import { ErrorText } from './ErrorText'
import { StepFieldset, Wide } from './StepFieldset'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'

const Fieldset = styled(StepFieldset)`
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`

/**
 * Dates set: where and when the trip starts and ends. Next without both dates (or with a departure
 * before the arrival) stays on the step and says 'Please select Arrival / Departure' (spec 02 §5).
 */
export function ArrivalDeparture({ state, send, id, frame }: StepProps) {
  const { answers, errors, locations } = state.context
  const dates = answers.travelDate
  const error = errors['travelDate']
  const today = localToday()
  const errorId = id('travelDate-error')
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <DateTypeSelect id={id('dateType')} dateType={dates.type} send={send} />
      <datalist id={id('locations')}>
        {locations.map((location) => (
          <option key={location} value={location} />
        ))}
      </datalist>
      <Fieldset aria-describedby={error ? errorId : undefined} data-invalid={error ? true : undefined}>
        <legend>Arrival and departure</legend>
        <Field id={id('arriveLocation')} label="Arriving in">
          <input
            list={id('locations')}
            autoComplete="off"
            value={dates.arriveLocation}
            onChange={(event) =>
              send({ type: 'setTravelDate', travelDate: { arriveLocation: event.target.value } })
            }
          />
        </Field>
        <Field id={id('arriveDate')} label="Arrival date">
          <DateInput
            value={dates.arriveDate}
            min={today}
            onDate={(date) => send({ type: 'pickArrival', date })}
          />
        </Field>
        <Field id={id('departLocation')} label="Leaving from">
          <input
            list={id('locations')}
            autoComplete="off"
            value={dates.departLocation}
            onChange={(event) =>
              send({ type: 'setTravelDate', travelDate: { departLocation: event.target.value } })
            }
          />
        </Field>
        <Field id={id('departDate')} label="Departure date">
          <DateInput
            value={dates.departDate}
            min={dates.arriveDate || today}
            onDate={(date) => send({ type: 'pickDeparture', date })}
          />
        </Field>
        <Wide>
          <output htmlFor={`${id('arriveDate')} ${id('departDate')}`}>
            Duration: {dates.duration === 1 ? '1 day' : `${dates.duration} days`}
          </output>
          {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
        </Wide>
      </Fieldset>
    </StepFrame>
  )
}
