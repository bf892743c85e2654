import type { ComponentType } from 'react'
import type { FieldType } from './definition'
import { CheckboxField } from './CheckboxField'
import { CountryField } from './CountryField'
import { EmailField } from './EmailField'
import { MessageField } from './MessageField'
import { NumberField } from './NumberField'
import { SelectField } from './SelectField'
import { StateField } from './StateField'
import { TextareaField } from './TextareaField'
import { TextField } from './TextField'
import type { FieldComponentProps } from './types'

/** `_type` -> component for the 9 field types of a CMS form; a missing one fails tsc. */
export const fieldRegistry: { [Type in FieldType]: ComponentType<FieldComponentProps<Type>> } = {
  checkboxField: CheckboxField,
  countryField: CountryField,
  emailField: EmailField,
  messageField: MessageField,
  numberField: NumberField,
  selectField: SelectField,
  stateField: StateField,
  textareaField: TextareaField,
  textField: TextField,
}
