import { yupResolver } from '@hookform/resolvers/yup'
import { useState } from 'react'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { placeRefusal, type FormPlace } from '@/forms/formPlace'
import { visitSitePath } from '@/hydration/siteNavigation'
import { Field } from '@/ui/Field'
import { FormGrid } from '@/forms/kit/FormGrid'
import { FormShell, unlessFieldErrors } from '@/forms/kit/FormShell'
import { preloadSuccessDialog, SuccessDialog } from '@/forms/kit/SuccessDialog'
import { useSubmissionForm } from '@/forms/kit/useSubmissionForm'
import { readText, withEnteredValues } from '@/forms/startValues'
import { WEBINAR_CAPTCHA_MESSAGE, webinarFieldsSchema, type WebinarValues } from './schema'

/** Spec 02 §8's texts. */
export const WEBINAR_THANKS = 'Thank you for your submission. We will get back to you shortly!'
export const WEBINAR_FAILED = 'An error occurred while submitting the form.'

const resolver = yupResolver(webinarFieldsSchema)

const EMPTY: WebinarValues = {
  firstName: '',
  surname: '',
  email: '',
  organisation: '',
  jobTitle: '',
  state: '',
  other: '',
}

type Props = {
  /**
   * Where the form is: its page's id and its block's key, posted with each registration. The
   * route takes the registration's type (the block's title, spec 02 §3) from there.
   */
  place: FormPlace
  /** Makes the controls' ids unique on the page (the block's key). */
  idPrefix: string
  /** What the visitor typed before the form hydrated. */
  entered?: EnteredValues
}

/** The webinar registration (spec 02 §2, §5, §8), sent to POST /api/forms/webinar. */
export function WebinarForm({ place, idPrefix, entered = {} }: Props) {
  const [startValues] = useState(() => withEnteredValues(EMPTY, entered, readText))
  const kit = useSubmissionForm({
    resolver,
    form: 'webinar',
    startValues,
    captcha: true,
    toBody: (values) => ({ ...values, ...place }),
    onSend: preloadSuccessDialog,
  })
  const { register, formState } = kit.form
  const errors = formState.errors
  const field = (name: keyof WebinarValues, label: string, autoComplete?: string, inputMode?: 'numeric') => (
    <Field id={`${idPrefix}-${name}`} label={label} error={errors[name]?.message} required>
      <input
        autoComplete={autoComplete}
        inputMode={inputMode}
        type={name === 'email' ? 'email' : 'text'}
        defaultValue={startValues[name]}
        {...register(name)}
      />
    </Field>
  )
  // OK leads to the home page (spec 02 §8), in the page when the site's router can take it there.
  const goHome = () => {
    if (!visitSitePath('/')) window.location.assign(window.location.origin)
  }

  return (
    <FormShell
      kit={kit}
      as={FormGrid}
      submitLabel="Submit"
      captchaMessage={WEBINAR_CAPTCHA_MESSAGE}
      // Field messages show beside their controls (the form keeps what was typed); a form no
      // longer on its page says so; any other failure says so, where the spec said nothing:
      // the registration was not stored.
      failureMessage={(refusal) =>
        placeRefusal(refusal?.fieldErrors ?? {}) ?? unlessFieldErrors(WEBINAR_FAILED)(refusal)
      }
      success={
        <SuccessDialog title="Success" okLabel="OK" onClose={goHome}>
          <p>{WEBINAR_THANKS}</p>
        </SuccessDialog>
      }
    >
      {field('firstName', 'First name', 'given-name')}
      {field('surname', 'Surname', 'family-name')}
      {field('email', 'Email', 'email')}
      {field('organisation', 'Organisation', 'organization')}
      {field('jobTitle', 'Job title', 'organization-title')}
      {field('state', 'State', 'address-level1')}
      {field('other', 'Industry association ID (6 digits)', 'off', 'numeric')}
    </FormShell>
  )
}
