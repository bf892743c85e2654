import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { Field } from '@/ui/Field'
import { useLocalToday } from './enquiryKit'

/** One end of the range: its field's name and its label. */
type End<Values extends FieldValues> = { name: Path<Values>; label: string }

type Props<Values extends FieldValues> = {
  /** The tab's react-hook-form (useSubmissionForm's `form`). */
  form: UseFormReturn<Values, unknown, Values>
  /** The control's id of a field. */
  id: (name: Path<Values>) => string
  /** What the fields start from. */
  start: Values
  /** The first day (check-in, departure) and the last (check-out, return). */
  first: End<Values>
  last: End<Values>
}

/** A date's text, '' while none is chosen. */
const dateText = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * An enquiry's two dates, both required (spec 02 §5): neither before the visitor's today, the
 * first not after the last, the last not before the first.
 */
export function DateRange<Values extends FieldValues>({ form, id, start, first, last }: Props<Values>) {
  const { register, watch, formState } = form
  const today = useLocalToday()
  const firstDay = dateText(watch(first.name))
  const lastDay = dateText(watch(last.name))
  const error = (name: Path<Values>) => form.getFieldState(name, formState).error?.message
  return (
    <>
      <Field id={id(first.name)} label={first.label} error={error(first.name)} required>
        <input
          type="date"
          min={today}
          max={lastDay || undefined}
          defaultValue={dateText(start[first.name])}
          {...register(first.name)}
        />
      </Field>
      <Field id={id(last.name)} label={last.label} error={error(last.name)} required>
        <input
          type="date"
          min={firstDay || today}
          defaultValue={dateText(start[last.name])}
          {...register(last.name)}
        />
      </Field>
    </>
  )
}
