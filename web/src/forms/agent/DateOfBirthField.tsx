import type { ControllerRenderProps } from 'react-hook-form'
import { Field } from '@/ui/Field'
import { DateOfBirthPicker } from './DateOfBirthPicker'

type Props = {
  id: string
  error?: string
  /** The form's controller of agentDOB (useController): the picker holds no value of its own. */
  field: Pick<ControllerRenderProps, 'value' | 'onChange' | 'onBlur' | 'name'>
}

/** The agent's date of birth, DD/MM/YYYY in the picker, YYYY-MM-DD in the values. */
export function DateOfBirthField({ id, error, field }: Props) {
  return (
    <Field id={id} label="Date of birth (DD/MM/YYYY)" error={error} required>
      <DateOfBirthPicker
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </Field>
  )
}
