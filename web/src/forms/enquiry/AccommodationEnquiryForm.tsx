import { yupResolver } from '@hookform/resolvers/yup'
import { useState } from 'react'
import type { FormIslandProps } from '@/forms/kit/formIslandProps'
import { VisitorDetails } from '@/forms/kit/VisitorDetails'
import { withEnteredValues } from '@/forms/startValues'
import { CounterField } from './CounterField'
import { DateRange } from './DateRange'
import { readTextOrNumber } from './enquiryKit'
import { PlaceField } from './PlaceField'
import { useEnquiryForm } from './useEnquiryForm'
import {
  accommodationEnquirySchema,
  COUNTER_BOUNDS,
  type AccommodationEnquiry,
  type CounterName,
} from './schema'

const resolver = yupResolver(accommodationEnquirySchema)

const EMPTY: AccommodationEnquiry = {
  name: '',
  email: '',
  checkIn: '',
  checkOut: '',
  room: 1,
  adult: 1,
  children: 0,
  location: '',
}

const UNITS: Record<CounterName, string> = { room: 'a room', adult: 'an adult', children: 'a child' }

/**
 * The accommodation enquiry (spec 02 §2, §5), sent to POST /api/forms/enquiryAccommodation. On
 * the server's page only where a site opens its enquiry section on it: then it starts from what
 * the visitor typed before it hydrated (`entered`), else empty.
 */
export function AccommodationEnquiryForm({ idPrefix, entered = {} }: FormIslandProps) {
  const [startValues] = useState(() => withEnteredValues(EMPTY, entered, readTextOrNumber))
  const { kit, shell } = useEnquiryForm({
    resolver,
    form: 'enquiryAccommodation',
    startValues,
    emptyValues: EMPTY,
  })
  const { register, formState, control, watch, setValue } = kit.form
  const errors = formState.errors
  const id = (name: keyof AccommodationEnquiry) => `${idPrefix}-stay-${name}`
  const counter = (name: CounterName) => {
    const { label, min, max } = COUNTER_BOUNDS[name]
    return (
      <CounterField
        id={id(name)}
        label={label}
        unit={UNITS[name]}
        value={watch(name)}
        min={min}
        max={max}
        error={errors[name]?.message}
        registration={register(name, { valueAsNumber: true })}
        onStep={(value) => setValue(name, value, { shouldValidate: formState.isSubmitted })}
      />
    )
  }

  return shell(
    <>
      <VisitorDetails
        asked={[
          ['name', 'Full name'],
          ['email', 'Email'],
        ]}
        id={id}
        form={kit.form}
        start={startValues}
      />
      <DateRange
        form={kit.form}
        id={id}
        start={startValues}
        first={{ name: 'checkIn', label: 'Check-in' }}
        last={{ name: 'checkOut', label: 'Check-out' }}
      />
      {counter('room')}
      {counter('adult')}
      {counter('children')}
      <PlaceField
        control={control}
        name="location"
        id={id('location')}
        label="Location"
        error={errors.location?.message}
      />
    </>,
  )
}
