import { Field } from '@/ui/Field'
import { asText, type FieldComponentProps } from './types'

export function TextField({ field, id, register, error, startValue }: FieldComponentProps<'textField'>) {
  return (
    <Field id={id} label={field.label ?? ''} error={error} required={field.required ?? false}>
      <input type="text" defaultValue={asText(startValue)} {...register(field.name ?? '')} />
    </Field>
  )
}
