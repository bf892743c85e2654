import { Field } from '@/ui/Field'
import { asText, type FieldComponentProps } from './types'

/** An empty box is no value (not 0, not NaN). */
export const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value)

export function NumberField({ field, id, register, error, startValue }: FieldComponentProps<'numberField'>) {
  return (
    <Field id={id} label={field.label ?? ''} error={error} required={field.required ?? false}>
      <input
        type="number"
        inputMode="decimal"
        defaultValue={asText(startValue)}
        {...register(field.name ?? '', { setValueAs: numberOrUndefined })}
      />
    </Field>
  )
}
