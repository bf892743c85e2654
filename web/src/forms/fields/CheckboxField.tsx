import { Field } from '@/ui/Field'
import type { FieldComponentProps } from './types'

export function CheckboxField({
  field,
  id,
  register,
  error,
  startValue,
}: FieldComponentProps<'checkboxField'>) {
  return (
    <Field id={id} label={field.label ?? ''} error={error} required={field.required ?? false} inline>
      <input type="checkbox" defaultChecked={startValue === true} {...register(field.name ?? '')} />
    </Field>
  )
}
