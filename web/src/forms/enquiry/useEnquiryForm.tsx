import { useState, type ReactNode } from 'react'
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form'
import { INVISIBLE_CAPTCHA_ACTIONS } from '@/captcha/invisibleBrake'
import { FormShell, unlessFieldErrors } from '@/forms/kit/FormShell'
import { preloadSuccessDialog } from '@/forms/kit/SuccessDialog'
import { useSubmissionForm } from '@/forms/kit/useSubmissionForm'
import {
  ENQUIRY_FAILED,
  ENQUIRY_SUBMIT_LABEL,
  EnquiryGrid,
  EnquiryThanks,
  useResetOnSuccess,
} from './enquiryKit'

type Options<Values extends FieldValues> = {
  /** `yupResolver(schema)` of the tab's fields. */
  resolver: Resolver<Values, unknown, Values>
  /** The form's declaration: its route, and the invisible captcha's action (no captcha shows). */
  form: 'enquiryAccommodation' | 'enquiryFlight' | 'enquiryProduct'
  /** What the fields start from (what was typed before hydration, else `emptyValues`). */
  startValues: DefaultValues<Values>
  /** The empty form: what a stored enquiry, and closing its thanks, leave. */
  emptyValues: DefaultValues<Values>
  /** The trip the enquiry is about, as the thanks names it (a product's enquiry). */
  trip?: string
}

/**
 * What every enquiry form (the tabs, spec 02 §2, §4, §5; a product's) does around its fields: the
 * submission kit with the invisible captcha, the form back to `emptyValues` once the enquiry is
 * stored, and `shell`, the frame to render the fields in, whose thanks name the email the
 * enquiry was sent with, and its trip when it has one.
 */
export function useEnquiryForm<Values extends FieldValues & { email: string }>({
  resolver,
  form,
  startValues,
  emptyValues,
  trip,
}: Options<Values>) {
  const [sentEmail, setSentEmail] = useState('')
  const kit = useSubmissionForm({
    resolver,
    form,
    startValues,
    captcha: false,
    invisibleCaptchaAction: INVISIBLE_CAPTCHA_ACTIONS[form],
    toBody: (values) => {
      setSentEmail(values.email)
      return values
    },
    onSend: preloadSuccessDialog,
  })
  useResetOnSuccess(kit.form, kit.succeeded, emptyValues)
  const shell = (fields: ReactNode) => (
    <FormShell
      kit={kit}
      as={EnquiryGrid}
      submitLabel={ENQUIRY_SUBMIT_LABEL}
      failureMessage={unlessFieldErrors(ENQUIRY_FAILED)}
      success={<EnquiryThanks email={sentEmail} trip={trip} onClose={() => kit.reset(emptyValues)} />}
    >
      {fields}
    </FormShell>
  )
  return { kit, shell }
}
