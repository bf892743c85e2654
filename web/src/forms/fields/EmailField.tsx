import { Field } from '@/ui/Field'
import { asText, type FieldComponentProps } from './types'

export function EmailField({ field, id, register, error, startValue }: FieldComponentProps<'emailField'>) {
  return (
    <Field id={id} label={field.label ?? ''} error={error} required={field.required ?? false}>
      <input
        type="email"
        autoComplete="email"
        defaultValue={asText(startValue)}
        {...register(field.name ?? '')}
      />
    </Field>
  )
}
