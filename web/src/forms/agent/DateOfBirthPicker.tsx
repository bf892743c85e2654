import DatePicker from 'react-datepicker'
import 'react-datepicker/dist/react-datepicker.css'
import { isoDate, parseIsoDate } from './dateOfBirth'

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
 * sent. No day after today can be picked; the schema refuses one typed.
 */
export function DateOfBirthPicker({ value, onChange, onBlur, name, id, ...aria }: Props) {
  return (
    <DatePicker
      id={id}
      name={name}
      selected={parseIsoDate(value)}
      onChange={(date: Date | null) => onChange(date ? isoDate(date) : '')}
      onBlur={onBlur}
      dateFormat="dd/MM/yyyy"
      placeholderText="DD/MM/YYYY"
      maxDate={new Date()}
      showMonthDropdown
      showYearDropdown
      dropdownMode="select"
      autoComplete="bday"
      ariaInvalid={aria['aria-invalid'] ? 'true' : undefined}
      ariaDescribedBy={aria['aria-describedby']}
      ariaRequired={aria['aria-required'] ? 'true' : undefined}
    />
  )
}
