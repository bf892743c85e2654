import { usStateOptions } from '@travel/config'
import { ChoiceSelect } from './ChoiceSelect'
import type { FieldComponentProps } from './types'

const states = usStateOptions.map((state) => ({ value: state.code, label: state.name }))

export function StateField(props: FieldComponentProps<'stateField'>) {
  return <ChoiceSelect {...props} choices={states} autoComplete="address-level1" />
}
