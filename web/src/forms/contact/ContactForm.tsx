import { yupResolver } from '@hookform/resolvers/yup'
import { useMachine } from '@xstate/react'
import { Suspense, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { Captcha } from '@/captcha/Captcha'
import { CAPTCHA_MESSAGE } from '@/captcha/captchaMessage'
import { useCaptchaAlert } from '@/captcha/useCaptchaAlert'
import { CAPTCHA_FIELD, formSubmissionMachine } from '@/machines/formSubmission.machine'
import { Alert } from '@/ui/Alert'
import { Button } from '@/ui/Button'
import { Field } from '@/ui/Field'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { lazyPart } from '@/hydration/lazyPart'
import { SubmitButton } from '@/ui/SubmitButton'
import { phoneCountries } from '@/forms/phone/phoneCountries'
import { submitTo } from '@/forms/postForm'
import { readText, withEnteredValues } from '@/forms/startValues'
import { contactSchema, TITLES, type ContactValues } from './schema'

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem 1.25rem;
`

const Wide = styled.div`
  grid-column: 1 / -1;
`

const OkButton = styled(Button)`
  margin-top: 1.25rem;
`

/** What the form says when a send failed for any reason but its fields or its captcha. */
export const SUBMISSION_FAILED = 'Oops...! Something went wrong, please try again in a few minutes !'

const isContactField = (name: string): name is keyof ContactValues =>
  Object.hasOwn(contactSchema.fields, name)

// The thanks dialog is needed only after a send: its code loads then (preloaded on submit).
const Dialog = lazyPart(() => import('@/ui/Dialog').then((module) => module.Dialog))

type Props = {
  phoneRegion: string
  /** Makes the controls' ids unique on the page (the block's key). */
  idPrefix: string
  /** What the visitor typed before the form hydrated. */
  entered?: EnteredValues
}

/** The contact form. Sends to /api/forms/contact (docs/upstream.md); thanks the visitor once it is stored. */
export function ContactForm({ phoneRegion, idPrefix, entered = {} }: Props) {
  const emptyValues = useMemo(
    () => ({
      title: '',
      firstName: '',
      lastName: '',
      phoneCountry: phoneRegion,
      phoneNumber: '',
      email: '',
      message: '',
      captchaToken: '',
    }),
    [phoneRegion],
  )
  const [startValues] = useState(() => withEnteredValues(emptyValues, entered, readText))
  const { register, handleSubmit, setValue, setError, reset, formState } = useForm({
    resolver: yupResolver(contactSchema),
    defaultValues: startValues as unknown as ContactValues,
  })
  const id = (name: keyof ContactValues) => `${idPrefix}-${name}`
  const [captchaKey, setCaptchaKey] = useState(0)
  const [captchaAlert, showCaptchaAlert] = useCaptchaAlert()
  // The server's own verdict, shown as the browser's would be (see onInvalid).
  const [state, send] = useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitTo('/api/forms/contact') },
      actions: {
        showFieldErrors: (_, { fieldErrors }) => {
          for (const [field, message] of Object.entries(fieldErrors))
            if (field !== CAPTCHA_FIELD && isContactField(field)) setError(field, { message })
        },
        showCaptchaRefused: showCaptchaAlert,
      },
    }),
  )

  const errors = formState.errors
  const sending = state.matches('submitting')
  const onInvalid = (invalid: typeof errors) => {
    if (invalid.captchaToken) showCaptchaAlert()
  }
  const finish = () => {
    reset(emptyValues as unknown as ContactValues)
    setCaptchaKey((key) => key + 1)
    send({ type: 'reset' })
  }

  return (
    <>
      <Grid
        // A send before the page's scripts run must not put the visitor's details in a URL.
        method="post"
        noValidate
        onSubmit={handleSubmit((values) => {
          void Dialog.preload()
          send({ type: 'submit', values })
        }, onInvalid)}
      >
        <Field id={id('title')} label="Title" error={errors.title?.message} required>
          <select defaultValue={startValues.title} {...register('title')}>
            <option value="">Select…</option>
            {TITLES.map((title) => (
              <option key={title}>{title}</option>
            ))}
          </select>
        </Field>
        <Field id={id('firstName')} label="First name" error={errors.firstName?.message} required>
          <input autoComplete="given-name" defaultValue={startValues.firstName} {...register('firstName')} />
        </Field>
        <Field id={id('lastName')} label="Last name" error={errors.lastName?.message} required>
          <input autoComplete="family-name" defaultValue={startValues.lastName} {...register('lastName')} />
        </Field>
        <Field id={id('email')} label="Email" error={errors.email?.message} required>
          <input type="email" autoComplete="email" defaultValue={startValues.email} {...register('email')} />
        </Field>
        <Field id={id('phoneCountry')} label="Phone country" error={errors.phoneCountry?.message}>
          <select
            autoComplete="tel-country-code"
            defaultValue={startValues.phoneCountry}
            {...register('phoneCountry')}
          >
            {phoneCountries.map((country) => (
              <option key={country.region} value={country.region}>
                {country.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('phoneNumber')} label="Phone number" error={errors.phoneNumber?.message} required>
          <input
            type="tel"
            autoComplete="tel-national"
            defaultValue={startValues.phoneNumber}
            {...register('phoneNumber')}
          />
        </Field>
        <Field id={id('message')} label="Message" error={errors.message?.message} wide>
          <textarea rows={5} defaultValue={startValues.message} {...register('message')} />
        </Field>
        <Wide>
          <Captcha
            key={captchaKey}
            onToken={(token) => setValue('captchaToken', token, { shouldValidate: formState.isSubmitted })}
          />
        </Wide>
        {captchaAlert ? <Alert>{CAPTCHA_MESSAGE}</Alert> : null}
        {state.matches('failure') && !Object.keys(state.context.refusal?.fieldErrors ?? {}).length ? (
          <Alert>{SUBMISSION_FAILED}</Alert>
        ) : null}
        <Wide>
          <SubmitButton sending={sending} label="Send message" />
        </Wide>
      </Grid>
      {state.matches('success') ? (
        // Only ever rendered in the browser, after a send: its own boundary waits for its code.
        <Suspense fallback={null}>
          <Dialog isOpen onDismiss={finish} title="Thank You for Reaching Out!">
            <p>
              Thank you for contacting us. Our team will get back to you shortly. If you would rather talk to
              us now, please call or email us directly.
            </p>
            <OkButton type="button" onClick={finish}>
              Ok
            </OkButton>
          </Dialog>
        </Suspense>
      ) : null}
    </>
  )
}
