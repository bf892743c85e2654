import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '@/ui/Field'
import { phoneCountries } from './phoneCountries'

type Props = {
  id: string
  label: string
  registered: UseFormRegisterReturn
  /** The region it starts at: the site's, or what was typed before hydration. */
  start: string
  error?: string
}

/** The country of the phone number beside it (its calling code), every form's same list. */
export function PhoneCountrySelect({ id, label, registered, start, error }: Props) {
  return (
    <Field id={id} label={label} error={error}>
      <select autoComplete="tel-country-code" defaultValue={start} {...registered}>
        {phoneCountries.map((country) => (
          <option key={country.region} value={country.region}>
            {country.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
