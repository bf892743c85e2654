import { INVISIBLE_CAPTCHA_ACTIONS } from '@/captcha/invisibleBrake'
import { yupResolver } from '@hookform/resolvers/yup'
import { useState } from 'react'
import { FormShell, unlessFieldErrors } from '@/forms/kit/FormShell'
import { preloadSuccessDialog } from '@/forms/kit/SuccessDialog'
import { useSubmissionForm } from '@/forms/kit/useSubmissionForm'
import { Field } from '@/ui/Field'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { withEnteredValues } from '@/forms/startValues'
import { CounterField } from './CounterField'
import {
  ENQUIRY_FAILED,
  ENQUIRY_SUBMIT_LABEL,
  EnquiryGrid,
  readTextOrNumber,
  EnquiryThanks,
  useLocalToday,
  useResetOnSuccess,
} from './enquiryKit'
import { PlaceField } from './PlaceField'
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
export function AccommodationEnquiryForm({
  idPrefix,
  entered = {},
}: {
  idPrefix: string
  entered?: EnteredValues
}) {
  const [sentEmail, setSentEmail] = useState('')
  const [startValues] = useState(() => withEnteredValues(EMPTY, entered, readTextOrNumber))
  const kit = useSubmissionForm({
    resolver,
    form: 'enquiryAccommodation',
    startValues,
    captcha: false,
    invisibleCaptchaAction: INVISIBLE_CAPTCHA_ACTIONS.enquiryAccommodation,
    toBody: (values) => {
      setSentEmail(values.email)
      return values
    },
    onSend: preloadSuccessDialog,
  })
  const { register, formState, control, watch, setValue } = kit.form
  useResetOnSuccess(kit.form, kit.succeeded, EMPTY)
  const errors = formState.errors
  const id = (name: keyof AccommodationEnquiry) => `${idPrefix}-stay-${name}`
  const today = useLocalToday()
  const checkIn = watch('checkIn')
  const checkOut = watch('checkOut')
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

  return (
    <FormShell
      kit={kit}
      as={EnquiryGrid}
      submitLabel={ENQUIRY_SUBMIT_LABEL}
      failureMessage={unlessFieldErrors(ENQUIRY_FAILED)}
      success={<EnquiryThanks email={sentEmail} onClose={() => kit.reset(EMPTY)} />}
    >
      <Field id={id('name')} label="Full name" error={errors.name?.message} required>
        <input autoComplete="name" defaultValue={startValues.name} {...register('name')} />
      </Field>
      <Field id={id('email')} label="Email" error={errors.email?.message} required>
        <input type="email" autoComplete="email" defaultValue={startValues.email} {...register('email')} />
      </Field>
      <Field id={id('checkIn')} label="Check-in" error={errors.checkIn?.message} required>
        <input
          type="date"
          min={today}
          max={checkOut || undefined}
          defaultValue={startValues.checkIn}
          {...register('checkIn')}
        />
      </Field>
      <Field id={id('checkOut')} label="Check-out" error={errors.checkOut?.message} required>
        <input
          type="date"
          min={checkIn || today}
          defaultValue={startValues.checkOut}
          {...register('checkOut')}
        />
      </Field>
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
    </FormShell>
  )
}
