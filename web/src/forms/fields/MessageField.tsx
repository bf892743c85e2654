import { RichText } from '@/ui/RichText'
import type { FieldComponentProps } from './types'

/** Text the editor placed inside the form; nothing to fill in. */
export function MessageField({ field }: FieldComponentProps<'messageField'>) {
  return field.message ? <RichText value={field.message} /> : null
}
