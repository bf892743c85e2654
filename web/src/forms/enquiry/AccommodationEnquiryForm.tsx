import { INVISIBLE_CAPTCHA_ACTIONS } from '@/captcha/invisibleBrake'
import { yupResolver } from '@hookform/resolvers/yup'
import { useState } from 'react'
import { FormShell, unlessFieldErrors } from '@/forms/kit/FormShell'
import { preloadSuccessDialog } from '@/forms/kit/SuccessDialog'
import { useSubmissionForm } from '@/forms/kit/useSubmissionForm'
import { Field } from '@/ui/Field'
import { CounterField } from './CounterField'
import {
  ENQUIRY_FAILED,
  ENQUIRY_SUBMIT_LABEL,
  EnquiryGrid,
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
 * The accommodation enquiry (spec 02 §2, §5), sent to POST /api/forms/enquiryAccommodation. Not
 * on the server's page (its tab is not the default one): it starts empty.
 */
export function AccommodationEnquiryForm({ idPrefix }: { idPrefix: string }) {
  const [sentEmail, setSentEmail] = useState('')
  const kit = useSubmissionForm({
    resolver,
    path: '/api/forms/enquiryAccommodation',
    startValues: EMPTY,
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
        <input autoComplete="name" {...register('name')} />
      </Field>
      <Field id={id('email')} label="Email" error={errors.email?.message} required>
        <input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field id={id('checkIn')} label="Check-in" error={errors.checkIn?.message} required>
        <input type="date" min={today} max={checkOut || undefined} {...register('checkIn')} />
      </Field>
      <Field id={id('checkOut')} label="Check-out" error={errors.checkOut?.message} required>
        <input type="date" min={checkIn || today} {...register('checkOut')} />
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
