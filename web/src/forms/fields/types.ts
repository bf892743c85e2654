import type { UseFormRegister } from 'react-hook-form'
import type { FieldOfType, FieldType, CmsFormValues } from './definition'

/** What every field component of a CMS-defined form gets. */
export type FieldComponentProps<Type extends FieldType> = {
  field: FieldOfType<Type>
  /** The control's id, unique on the page. */
  id: string
  register: UseFormRegister<CmsFormValues>
  error?: string
  /** The value the control starts with, in the server's HTML too (before the form hydrates). */
  startValue?: string | number | boolean
}

/** A start value as a text control shows it ('' for none). */
export const asText = (value: FieldComponentProps<never>['startValue']) =>
  value === undefined || typeof value === 'boolean' ? '' : String(value)
