import { useEffect, useRef } from 'react'
import DatePicker from 'react-datepicker'
import 'react-datepicker/dist/react-datepicker.css'
import { DatePickerHeader } from './DatePickerHeader'
import { isoDate, parseIsoDate, typedDateValue } from './dateOfBirth'

type Props = {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  name: string
  // Given by Field (ui/Field.tsx), which labels the control and ties its message to it.
  id?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  'aria-required'?: boolean
}

/**
 * The date of birth: typed or picked as DD/MM/YYYY (spec 01 §9), held as YYYY-MM-DD, what is
 * sent. No day after today can be picked; the schema refuses one typed. Typed text is held as
 * typed until it names a day (`typedDateValue`), so that text the picker cannot read stays in
 * the field and is refused as an invalid date rather than taken for a missing one.
 */
export function DateOfBirthPicker({ value, onChange, onBlur, name, id, ...aria }: Props) {
  const picker = useRef<DatePicker>(null)
  // Focused before the form was live (the click or tab that hydrated it): the picker opens, as
  // it does on focus, instead of waiting for a second click.
  useEffect(() => {
    if (id && document.activeElement?.id === id) picker.current?.setOpen(true)
  }, [id])
  return (
    <DatePicker
      ref={picker}
      id={id}
      name={name}
      selected={parseIsoDate(value)}
      // Shows what was typed while it names no day; the picker formats a day itself.
      value={value && !parseIsoDate(value) ? value : undefined}
      onChangeRaw={(event) => {
        if (event?.type === 'change' && event.target instanceof HTMLInputElement) {
          onChange(typedDateValue(event.target.value))
        }
      }}
      onChange={(date: Date | null) => onChange(date ? isoDate(date) : '')}
      onBlur={onBlur}
      dateFormat="dd/MM/yyyy"
      placeholderText="DD/MM/YYYY"
      maxDate={new Date()}
      renderCustomHeader={(header) => <DatePickerHeader {...header} lastYear={new Date().getFullYear()} />}
      autoComplete="bday"
      ariaInvalid={aria['aria-invalid'] ? 'true' : undefined}
      ariaDescribedBy={aria['aria-describedby']}
      ariaRequired={aria['aria-required'] ? 'true' : undefined}
    />
  )
}
