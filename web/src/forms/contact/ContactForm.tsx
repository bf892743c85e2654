import { yupResolver } from '@hookform/resolvers/yup'
import { useMemo, useState } from 'react'
import { Field } from '@/ui/Field'
import type { PhoneFormIslandProps } from '@/forms/kit/formIslandProps'
import { FormGrid } from '@/forms/kit/FormGrid'
import { FormShell, unlessFieldErrors } from '@/forms/kit/FormShell'
import { preloadSuccessDialog, SuccessDialog } from '@/forms/kit/SuccessDialog'
import { useSubmissionForm } from '@/forms/kit/useSubmissionForm'
import { VisitorDetails } from '@/forms/kit/VisitorDetails'
import { readText, withEnteredValues } from '@/forms/startValues'
import { contactFieldsSchema, TITLES, type ContactValues } from './schema'

/** What the form says when a send failed for any reason but its fields or its captcha. */
export const SUBMISSION_FAILED = 'Oops...! Something went wrong, please try again in a few minutes !'

const resolver = yupResolver(contactFieldsSchema)

/** The contact form. Sends to /api/forms/contact (docs/upstream.md); thanks the visitor once it is stored. */
export function ContactForm({ phoneRegion, idPrefix, entered = {} }: PhoneFormIslandProps) {
  const emptyValues: ContactValues = useMemo(
    () => ({
      title: '',
      firstName: '',
      lastName: '',
      phoneCountry: phoneRegion,
      phoneNumber: '',
      email: '',
      message: '',
    }),
    [phoneRegion],
  )
  const [startValues] = useState(() => withEnteredValues(emptyValues, entered, readText))
  const kit = useSubmissionForm({
    resolver,
    form: 'contact',
    startValues,
    captcha: true,
    onSend: preloadSuccessDialog,
  })
  const { register, formState } = kit.form
  const errors = formState.errors
  const id = (name: keyof ContactValues) => `${idPrefix}-${name}`
  const finish = () => kit.reset(emptyValues)

  return (
    <FormShell
      kit={kit}
      as={FormGrid}
      submitLabel="Send message"
      // Field messages show beside their controls; any other failure says so here.
      failureMessage={unlessFieldErrors(SUBMISSION_FAILED)}
      success={
        <SuccessDialog title="Thank You for Reaching Out!" okLabel="Ok" onClose={finish}>
          <p>
            Thank you for contacting us. Our team will get back to you shortly. If you would rather talk to us
            now, please call or email us directly.
          </p>
        </SuccessDialog>
      }
    >
      <Field id={id('title')} label="Title" error={errors.title?.message} required>
        <select defaultValue={startValues.title} {...register('title')}>
          <option value="">Select…</option>
          {TITLES.map((title) => (
            <option key={title}>{title}</option>
          ))}
        </select>
      </Field>
      <VisitorDetails
        asked={[
          ['firstName', 'First name'],
          ['lastName', 'Last name'],
          ['email', 'Email'],
          ['phone', 'Phone number'],
        ]}
        id={id}
        form={kit.form}
        start={startValues}
      />
      <Field id={id('message')} label="Message" error={errors.message?.message} wide>
        <textarea rows={5} defaultValue={startValues.message} {...register('message')} />
      </Field>
    </FormShell>
  )
}
