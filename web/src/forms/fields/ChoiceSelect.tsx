import { Field } from '@/ui/Field'
import { asText, type FieldComponentProps } from './types'

type Props = FieldComponentProps<'selectField' | 'countryField' | 'stateField'> & {
  choices: ReadonlyArray<{ value: string; label: string }>
  autoComplete?: string
}

/** A select of fixed choices, with an empty first choice: the select, country and state fields. */
export function ChoiceSelect({ field, id, register, error, startValue, choices, autoComplete }: Props) {
  return (
    <Field id={id} label={field.label ?? ''} error={error} required={field.required ?? false}>
      <select autoComplete={autoComplete} defaultValue={asText(startValue)} {...register(field.name ?? '')}>
        <option value="">Select…</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
