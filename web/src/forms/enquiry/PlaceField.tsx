import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { PLACE_LIST_CLOSE_DELAY_MS, PlaceCombobox } from '@/forms/places/PlaceCombobox'
import { useSuggestions } from '@/forms/places/useSuggestions'
import { Field } from '@/ui/Field'

/** Spec 02 §2: the heading over the enquiry forms' place suggestions. */
export const PLACES_HEADING = 'Destinations'

type Props<Values extends FieldValues> = {
  control: Control<Values, unknown, Values>
  name: FieldPath<Values>
  id: string
  label: string
  error?: string
}

/**
 * A place of an enquiry with the warehouse's suggestions (call 7: the tour filter, through
 * GET /api/search/suggestions), asked only with a value, 500 ms after typing stops; the list
 * sits under its heading and stays 300 ms after the field loses focus (spec 02 §2, §5, §9).
 */
export function PlaceField<Values extends FieldValues>({ control, name, id, label, error }: Props<Values>) {
  const { field } = useController({ control, name })
  const value = typeof field.value === 'string' ? field.value : ''
  const suggestions = useSuggestions('tour', value)
  return (
    <Field id={id} label={label} error={error} required>
      <PlaceCombobox
        id={id}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        suggestions={suggestions}
        heading={PLACES_HEADING}
        closeDelayMs={PLACE_LIST_CLOSE_DELAY_MS}
      />
    </Field>
  )
}
