import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '@/ui/Field'
import { NATIONAL_NUMBER_INPUT } from './nationalNumber'
import { PhoneCountrySelect } from './PhoneCountrySelect'

type PhoneName = 'phoneCountry' | 'phoneNumber'

type Props = {
  /** The control's id of each field. */
  id: (name: PhoneName) => string
  /** The number's label, the form's own in its spec ("Phone", "Phone number"). */
  numberLabel: string
  /** The two fields' registrations (react-hook-form's `register`). */
  country: UseFormRegisterReturn
  number: UseFormRegisterReturn
  /** What they start from: the site's region, or what was typed before hydration. */
  start: Record<PhoneName, string>
  /** The form's field messages. */
  errors: Partial<Record<PhoneName, FieldError>>
}

/** A form's phone: the country (its calling code), then the national number, required. */
export function PhoneFields({ id, numberLabel, country, number, start, errors }: Props) {
  return (
    <>
      <PhoneCountrySelect
        id={id('phoneCountry')}
        label="Phone country"
        registered={country}
        start={start.phoneCountry}
        error={errors.phoneCountry?.message}
      />
      <Field id={id('phoneNumber')} label={numberLabel} error={errors.phoneNumber?.message} required>
        <input {...NATIONAL_NUMBER_INPUT} defaultValue={start.phoneNumber} {...number} />
      </Field>
    </>
  )
}
