import type { ComponentPropsWithRef, ComponentType, ReactNode } from 'react'
import styled from 'styled-components'
import { Captcha } from '@/captcha/Captcha'
import { CAPTCHA_MESSAGE } from '@/captcha/captchaMessage'
import { InvisibleBrake } from '@/captcha/InvisibleBrake'
import { CAPTCHA_FIELD, type Refusal } from '@/machines/formSubmission.machine'
import { Alert } from '@/ui/Alert'
import { SubmitButton } from '@/ui/SubmitButton'
import type { SubmissionForm } from './useSubmissionForm'

const Status = styled.p`
  flex: 1 1 100%;
  grid-column: 1 / -1;
  margin: 0;
`

const Wide = styled.div`
  flex: 1 1 100%;
  grid-column: 1 / -1;
`

/**
 * A form's failure message for what its fields cannot show: field messages show beside their
 * controls, anything else (not stored, no answer) says `message`.
 */
export const unlessFieldErrors = (message: string) => (refusal: Refusal | null) =>
  Object.keys(refusal?.fieldErrors ?? {}).length ? null : message

type Props = {
  /** What useSubmissionForm returned. */
  kit: Pick<SubmissionForm, 'state' | 'onSubmit' | 'sending' | 'succeeded' | 'captcha'>
  /** The form element, styled with the form's own layout (a grid, a row). */
  as: ComponentType<ComponentPropsWithRef<'form'>>
  submitLabel: string
  /** What a send without a solved captcha says (the form's own text in its spec). */
  captchaMessage?: string
  /** What a failed send says (null: nothing beside the field messages). */
  failureMessage: (refusal: Refusal | null) => string | null
  /** A title the alerts start with ('Error'), where the spec gives one. */
  alertTitle?: string
  /** Keeps the submit button disabled (a terms box not ticked yet), as while sending. */
  submitDisabled?: boolean
  /** Shown while a send takes more than a second. */
  slowMessage?: string
  /** Shown below the form once the submission is stored (a dialog). */
  success?: ReactNode
  /** The form's fields. */
  children: ReactNode
}

/**
 * The frame of every form around its fields: the invisible brake (a honeypot, and a v3 score
 * where the form shows no captcha), the captcha (a new widget after each refusal) and its alert, the slow message, the failure alert, the submit button, and what shows on success.
 * The form element posts (`method="post"`): a send before the page's scripts run must not put
 * the visitor's details in a URL.
 */
export function FormShell({
  kit,
  as: Form,
  submitLabel,
  captchaMessage = CAPTCHA_MESSAGE,
  failureMessage,
  alertTitle,
  submitDisabled = false,
  slowMessage,
  success,
  children,
}: Props) {
  const titled = (message: string) =>
    alertTitle ? (
      <>
        <strong>{alertTitle}</strong> {message}
      </>
    ) : (
      message
    )
  const refusal = kit.state.context.refusal
  // A form without a visible captcha says why its invisible one was refused: no widget shows it.
  const failure = kit.state.matches('failure')
    ? ((kit.captcha ? undefined : refusal?.fieldErrors[CAPTCHA_FIELD]) ?? failureMessage(refusal))
    : null
  return (
    <>
      <Form method="post" noValidate onSubmit={kit.onSubmit}>
        {children}
        <InvisibleBrake score={!kit.captcha} />
        {kit.captcha ? (
          <Wide>
            <Captcha key={kit.captcha.key} onToken={kit.captcha.onToken} />
          </Wide>
        ) : null}
        {kit.captcha?.alert ? <Alert>{titled(captchaMessage)}</Alert> : null}
        {slowMessage && kit.state.matches({ submitting: 'slow' }) ? (
          <Status role="status">{slowMessage}</Status>
        ) : null}
        {failure ? <Alert>{titled(failure)}</Alert> : null}
        <Wide>
          <SubmitButton sending={kit.sending} label={submitLabel} disabled={submitDisabled} />
        </Wide>
      </Form>
      {kit.succeeded ? success : null}
    </>
  )
}
