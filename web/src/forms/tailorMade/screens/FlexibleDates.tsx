import { arrivalMonths } from '@/forms/tailorMade/model/options'
import { Field } from '@/ui/Field'
import { DateTypeSelect } from './DateTypeSelect'
import { MonthOptions } from './MonthOptions'
import { NumberInput } from './NumberInput'
import { StepFrame } from './StepFrame'
import type { StepProps } from './types'

/** The schema's longest trip (schema.ts). */
const MAX_DURATION = 365

/** Flexible dates: how long (at least a day) and the month of arrival. */
export function FlexibleDates({ state, send, id, frame }: StepProps) {
  const { answers, errors } = state.context
  const dates = answers.travelDate
  const months = arrivalMonths()
  // A month saved on an earlier visit may have passed: it is still what the answers say.
  if (dates.arrivalMonth && !months.some((month) => month.value === dates.arrivalMonth))
    months.unshift({ value: dates.arrivalMonth, label: dates.arrivalMonth })
  return (
    <StepFrame {...frame} onNext={() => send({ type: 'next' })}>
      <DateTypeSelect id={id('dateType')} dateType={dates.type} send={send} />
      <Field id={id('duration')} label="How many days?">
        <NumberInput
          value={dates.duration}
          min={1}
          max={MAX_DURATION}
          onValue={(duration) => send({ type: 'setTravelDate', travelDate: { duration } })}
        />
      </Field>
      <Field id={id('arrivalMonth')} label="Month of arrival" error={errors['travelDate']}>
        <select
          value={dates.arrivalMonth}
          onChange={(event) =>
            send({ type: 'setTravelDate', travelDate: { arrivalMonth: event.target.value } })
          }
        >
          <MonthOptions months={months} />
        </select>
      </Field>
    </StepFrame>
  )
}
