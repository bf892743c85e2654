import { yupResolver } from '@hookform/resolvers/yup'
import { useState } from 'react'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { PhoneFields } from '@/forms/phone/PhoneFields'
import { withEnteredValues } from '@/forms/startValues'
import { Field } from '@/ui/Field'
import { DateRange } from './DateRange'
import { readTextOrNumber } from './enquiryKit'
import { PlaceField } from './PlaceField'
import { flightEnquirySchema, PASSENGERS_MAX, PASSENGERS_MIN, type FlightEnquiry } from './schema'
import { useEnquiryForm } from './useEnquiryForm'

const resolver = yupResolver(flightEnquirySchema)

type Props = {
  /** The site's phone region, the phone's default (spec 02 §5). */
  phoneRegion: string
  /** Makes the controls' ids unique on the page (the block's key). */
  idPrefix: string
  /** What the visitor typed before the form hydrated. */
  entered?: EnteredValues
}

/** The charter flight enquiry (spec 02 §2, §5), sent to POST /api/forms/enquiryFlight. */
export function FlightEnquiryForm({ phoneRegion, idPrefix, entered = {} }: Props) {
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
      <Field id={id('name')} label="Name" error={errors.name?.message} required>
        <input autoComplete="name" defaultValue={startValues.name} {...register('name')} />
      </Field>
      <PhoneFields
        id={id}
        numberLabel="Phone"
        country={register('phoneCountry')}
        number={register('phoneNumber')}
        start={startValues}
        errors={errors}
      />
      <Field id={id('email')} label="Email" error={errors.email?.message} required>
        <input type="email" autoComplete="email" defaultValue={startValues.email} {...register('email')} />
      </Field>
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
