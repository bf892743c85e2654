import { INVISIBLE_CAPTCHA_ACTIONS } from '@/captcha/invisibleBrake'
import { yupResolver } from '@hookform/resolvers/yup'
import { useState } from 'react'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { FormShell, unlessFieldErrors } from '@/forms/kit/FormShell'
import { preloadSuccessDialog } from '@/forms/kit/SuccessDialog'
import { useSubmissionForm } from '@/forms/kit/useSubmissionForm'
import { PhoneCountrySelect } from '@/forms/phone/PhoneCountrySelect'
import { withEnteredValues } from '@/forms/startValues'
import { Field } from '@/ui/Field'
import {
  ENQUIRY_FAILED,
  ENQUIRY_SUBMIT_LABEL,
  EnquiryGrid,
  EnquiryThanks,
  useLocalToday,
  useResetOnSuccess,
  readTextOrNumber,
} from './enquiryKit'
import { PlaceField } from './PlaceField'
import { flightEnquirySchema, PASSENGERS_MAX, PASSENGERS_MIN, type FlightEnquiry } from './schema'

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
  const [sentEmail, setSentEmail] = useState('')
  const kit = useSubmissionForm({
    resolver,
    form: 'enquiryFlight',
    startValues,
    captcha: false,
    invisibleCaptchaAction: INVISIBLE_CAPTCHA_ACTIONS.enquiryFlight,
    toBody: (values) => {
      setSentEmail(values.email)
      return values
    },
    onSend: preloadSuccessDialog,
  })
  const { register, formState, control, watch } = kit.form
  useResetOnSuccess(kit.form, kit.succeeded, emptyValues)
  const errors = formState.errors
  const id = (name: keyof FlightEnquiry) => `${idPrefix}-flight-${name}`
  const today = useLocalToday()
  const departure = watch('departureDate')
  const returning = watch('returnDate')

  return (
    <FormShell
      kit={kit}
      as={EnquiryGrid}
      submitLabel={ENQUIRY_SUBMIT_LABEL}
      failureMessage={unlessFieldErrors(ENQUIRY_FAILED)}
      success={<EnquiryThanks email={sentEmail} onClose={() => kit.reset(emptyValues)} />}
    >
      <PlaceField control={control} name="from" id={id('from')} label="From" error={errors.from?.message} />
      <PlaceField control={control} name="to" id={id('to')} label="To" error={errors.to?.message} />
      <Field id={id('departureDate')} label="Departure date" error={errors.departureDate?.message} required>
        <input
          type="date"
          min={today}
          max={returning || undefined}
          defaultValue={startValues.departureDate}
          {...register('departureDate')}
        />
      </Field>
      <Field id={id('returnDate')} label="Return date" error={errors.returnDate?.message} required>
        <input
          type="date"
          min={departure || today}
          defaultValue={startValues.returnDate}
          {...register('returnDate')}
        />
      </Field>
      <Field id={id('name')} label="Name" error={errors.name?.message} required>
        <input autoComplete="name" defaultValue={startValues.name} {...register('name')} />
      </Field>
      <PhoneCountrySelect
        id={id('phoneCountry')}
        label="Phone country"
        registered={register('phoneCountry')}
        start={startValues.phoneCountry}
        error={errors.phoneCountry?.message}
      />
      <Field id={id('phoneNumber')} label="Phone" error={errors.phoneNumber?.message} required>
        <input
          type="tel"
          autoComplete="tel-national"
          defaultValue={startValues.phoneNumber}
          {...register('phoneNumber')}
        />
      </Field>
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
    </FormShell>
  )
}
