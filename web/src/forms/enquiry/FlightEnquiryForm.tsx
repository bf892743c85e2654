import { yupResolver } from '@hookform/resolvers/yup'
import { useState } from 'react'
import type { PhoneFormIslandProps } from '@/forms/kit/formIslandProps'
import { VisitorDetails } from '@/forms/kit/VisitorDetails'
import { withEnteredValues } from '@/forms/startValues'
import { Field } from '@/ui/Field'
import { DateRange } from './DateRange'
import { readTextOrNumber } from './enquiryKit'
import { PlaceField } from './PlaceField'
import { flightEnquirySchema, PASSENGERS_MAX, PASSENGERS_MIN, type FlightEnquiry } from './schema'
import { useEnquiryForm } from './useEnquiryForm'

const resolver = yupResolver(flightEnquirySchema)

/** The charter flight enquiry (spec 02 §2, §5), sent to POST /api/forms/enquiryFlight. */
export function FlightEnquiryForm({ phoneRegion, idPrefix, entered = {} }: PhoneFormIslandProps) {
  const [emptyValues] = useState<FlightEnquiry>(() => ({
    from: '',
    to: '',
    departureDate: '',
    returnDate: '',
    name: '',
    phoneCountry: phoneRegion,
    phoneNumber: '',
    email: '',
    passengers: 1,
  }))
  const [startValues] = useState(() => withEnteredValues(emptyValues, entered, readTextOrNumber))
  const { kit, shell } = useEnquiryForm({ resolver, form: 'enquiryFlight', startValues, emptyValues })
  const { register, formState, control } = kit.form
  const errors = formState.errors
  const id = (name: keyof FlightEnquiry) => `${idPrefix}-flight-${name}`

  return shell(
    <>
      <PlaceField control={control} name="from" id={id('from')} label="From" error={errors.from?.message} />
      <PlaceField control={control} name="to" id={id('to')} label="To" error={errors.to?.message} />
      <DateRange
        form={kit.form}
        id={id}
        start={startValues}
        first={{ name: 'departureDate', label: 'Departure date' }}
        last={{ name: 'returnDate', label: 'Return date' }}
      />
      <VisitorDetails
        asked={[
          ['name', 'Name'],
          ['phone', 'Phone'],
          ['email', 'Email'],
        ]}
        id={id}
        form={kit.form}
        start={startValues}
      />
      <Field id={id('passengers')} label="Passengers" error={errors.passengers?.message} required>
        <input
          type="number"
          inputMode="numeric"
          min={PASSENGERS_MIN}
          max={PASSENGERS_MAX}
          step={1}
          defaultValue={startValues.passengers}
          {...register('passengers', { valueAsNumber: true })}
        />
      </Field>
    </>,
  )
}
