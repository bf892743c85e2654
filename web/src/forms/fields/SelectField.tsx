import { ChoiceSelect } from './ChoiceSelect'
import type { FieldComponentProps } from './types'

export function SelectField(props: FieldComponentProps<'selectField'>) {
  const choices = (props.field.options ?? []).map((option) => ({
    value: option.value ?? '',
    label: option.label ?? '',
  }))
  return <ChoiceSelect {...props} choices={choices} />
}
