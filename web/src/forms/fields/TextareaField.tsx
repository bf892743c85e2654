import { Field } from '@/ui/Field'
import { asText, type FieldComponentProps } from './types'

export function TextareaField({
  field,
  id,
  register,
  error,
  startValue,
}: FieldComponentProps<'textareaField'>) {
  return (
    <Field id={id} label={field.label ?? ''} error={error} required={field.required ?? false}>
      <textarea rows={field.rows ?? 4} defaultValue={asText(startValue)} {...register(field.name ?? '')} />
    </Field>
  )
}
