import styled from 'styled-components'
import { InvisibleBrake } from '@/captcha/InvisibleBrake'
import { useLegalPaths } from '@/site/SiteContext'
import { Alert } from '@/ui/Alert'
import { Field } from '@/ui/Field'
import { SubmitButton } from '@/ui/SubmitButton'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import { SecondaryButton } from './buttons'
import { StepFrame } from './StepFrame'
import { Summary } from './Summary'
import type { StepProps } from './types'

/** Said while our route cannot be reached: the machine keeps the answers and sends again. */
export const UNREACHABLE =
  'We could not reach our server. Your answers are kept, and we will try again shortly.'

/** What the saved progress holds (savedWizard.ts), said where the personal details are asked. */
export const KEPT_IN_BROWSER =
  'Your trip answers, but not your contact details, are kept in this browser until your request is sent.'

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem 1.25rem;
`

const Privacy = styled.p`
  margin: 0;
`

const Messages = styled.ul`
  margin: 0.25rem 0 0;
  padding-left: 1.25rem;
`

const Status = styled.p`
  margin: 0;
`

/** Step 13: how to reach the visitor, every answer to check, and the send. */
export function ContactStep({ state, send, id, frame }: StepProps) {
  const { answers, errors, refusal } = state.context
  const contact = answers.contactInformation
  const sending = state.matches({ contact: 'sending' })
  const { privacy } = useLegalPaths()
  const refusedMessages = refusal
    ? [...new Set([refusal.reason, ...Object.values(refusal.fieldErrors)].filter(Boolean))]
    : []
  return (
    <StepFrame
      {...frame}
      onNext={() => send({ type: 'submit' })}
      submit={<SubmitButton sending={sending} label="get a free quote" />}
    >
      <Fields>
        <Field id={id('name')} label="Name" required error={errors['contactInformation.name']}>
          <input
            autoComplete="name"
            readOnly={sending}
            value={contact.name}
            onChange={(event) => send({ type: 'setContact', contact: { name: event.target.value } })}
          />
        </Field>
        <Field id={id('phoneNumber')} label="Phone" required error={errors['contactInformation.phoneNumber']}>
          <input
            type="tel"
            autoComplete="tel"
            readOnly={sending}
            value={contact.phoneNumber}
            onChange={(event) => send({ type: 'setContact', contact: { phoneNumber: event.target.value } })}
          />
        </Field>
        <Field id={id('email')} label="Email (optional)" error={errors['contactInformation.email']}>
          <input
            type="email"
            autoComplete="email"
            readOnly={sending}
            value={contact.email}
            onChange={(event) => send({ type: 'setContact', contact: { email: event.target.value } })}
          />
        </Field>
      </Fields>
      <InvisibleBrake score />
      <Summary answers={answers} send={send} headingId={id('summary')} />
      <Privacy>
        We use your details only to prepare your quote: see our{' '}
        <a href={privacy} target="_blank" rel="noopener">
          privacy policy<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
        . {KEPT_IN_BROWSER}
      </Privacy>
      {errors['banner'] ? <Alert>{errors['banner']}</Alert> : null}
      {state.matches({ contact: { sending: 'slow' } }) ? (
        <Status role="status">Sending your request…</Status>
      ) : null}
      {state.matches({ contact: 'unreachable' }) ? (
        <>
          <Alert>{UNREACHABLE}</Alert>
          <div>
            <SecondaryButton type="button" onClick={() => send({ type: 'retry' })}>
              Try again now
            </SecondaryButton>
          </div>
        </>
      ) : null}
      {state.matches({ contact: 'refused' }) && refusedMessages.length > 0 ? (
        <Alert as="div">
          We could not accept your request:
          <Messages>
            {refusedMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Messages>
        </Alert>
      ) : null}
    </StepFrame>
  )
}
