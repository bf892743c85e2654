import { yupResolver } from '@hookform/resolvers/yup'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { Captcha } from '@/captcha/Captcha'
import { CAPTCHA_MESSAGE } from '@/captcha/captchaMessage'
import { useCaptchaAlert } from '@/captcha/useCaptchaAlert'
import { formSubmissionMachine, type Refusal } from '@/machines/formSubmission.machine'
import { visitSitePath } from '@/hydration/siteNavigation'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { Alert } from '@/ui/Alert'
import { RichText } from '@/ui/RichText'
import { SubmitButton } from '@/ui/SubmitButton'
import { fieldRegistry } from '@/forms/fields/registry'
import type { FieldComponentProps } from '@/forms/fields/types'
import { submitTo } from '@/forms/postForm'
import {
  isInputField,
  type FormDefinition,
  type FormFieldDefinition,
  type FormSubmission,
  type CmsFormValues,
} from '@/forms/fields/definition'
import { cmsFormSchema } from './schema'
import { startValues } from './startValues'
import { toFormSubmission } from './submission'

export const LOADING_MESSAGE = 'Loading, please wait...'
export const EXCEPTION_MESSAGE = 'Something went wrong.'

const Fields = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 1.25rem;
`

/** A field takes its width (percent of the row) from the CMS; the whole row on small screens. */
const Cell = styled.div<{ $width: number }>`
  flex: 1 1 100%;

  @media (min-width: 640px) {
    flex: 0 0 calc(${({ $width }) => $width}% - 1.25rem * ${({ $width }) => (100 - $width) / 100});
  }
`

const Status = styled.p`
  flex: 1 1 100%;
  margin: 0;
`

const Confirmation = styled.div`
  &:focus {
    outline: none;
  }
`

type Props = {
  definition: FormDefinition
  /** Makes the controls' ids unique on the page (the block's key). */
  idPrefix: string
  /** What the visitor typed before the form hydrated. */
  entered?: EnteredValues
}

/** What the form says after a failed send: '{status}: {message}' for a refusal. */
function failureMessage(refusal: Refusal | null) {
  if (!refusal) return EXCEPTION_MESSAGE
  return `${refusal.status || 500}: ${refusal.reason || 'Internal Server Error'}`
}

function renderField(field: FormFieldDefinition, props: Omit<FieldComponentProps<never>, 'field'>) {
  const Component = fieldRegistry[field._type] as ComponentType<FieldComponentProps<typeof field._type>>
  return <Component field={field} {...props} />
}

/** The route's `{form, submissionData}`, and beside it the captcha token when the form asks for one. */
type SentBody = FormSubmission & { captchaToken?: string }

/**
 * A form defined in the CMS, sent to POST /api/form-submissions (docs/upstream.md). When the form
 * asks for a captcha, its token travels beside the form's values, never among them: a CMS field
 * may have any name.
 */
export function CmsForm({ definition, idPrefix, entered }: Props) {
  const schema = useMemo(() => cmsFormSchema(definition), [definition])
  const [defaultValues] = useState(() => startValues(definition, entered))
  const { register, handleSubmit, setError, formState } = useForm<CmsFormValues>({
    resolver: yupResolver(schema),
    defaultValues,
  })
  const [captchaToken, setCaptchaToken] = useState('')
  const [captchaKey, setCaptchaKey] = useState(0)
  const [captchaAlert, showCaptchaAlert] = useCaptchaAlert()
  // No `showCaptchaRefused`: the '{status}: {message}' of a refused captcha already says so.
  const [state, send] = useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitTo('/api/form-submissions') },
      actions: {
        showFieldErrors: (_, { fieldErrors }) => {
          for (const [field, message] of Object.entries(fieldErrors))
            if (field in defaultValues) setError(field, { message })
        },
        // After a refusal only. A send that got no answer keeps its token: a retry sends the same
        // body (and Idempotency-Key), so it finds what a lost answer may have stored.
        renewCaptcha: () => {
          setCaptchaToken('')
          setCaptchaKey((key) => key + 1)
        },
      },
    }),
  )
  const succeeded = state.matches('success')
  const redirectUrl = definition.confirmationType === 'redirect' ? definition.redirectUrl : null
  const confirmation = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!succeeded) return
    if (!redirectUrl) {
      confirmation.current?.focus()
      return
    }
    // Not the router context: this form may hydrate as its own root, outside the page's.
    if (!redirectUrl.startsWith('/') || !visitSitePath(redirectUrl)) window.location.assign(redirectUrl)
  }, [succeeded, redirectUrl])

  if (succeeded) {
    return redirectUrl ? (
      <Status role="status">{LOADING_MESSAGE}</Status>
    ) : (
      <Confirmation ref={confirmation} tabIndex={-1} role="status">
        <RichText value={definition.confirmationMessage} />
      </Confirmation>
    )
  }

  const captchaMissing = definition.captcha && !captchaToken
  const sendValues = (values: CmsFormValues) => {
    if (captchaMissing) return showCaptchaAlert()
    const body: SentBody = toFormSubmission(definition, values)
    send({ type: 'submit', values: definition.captcha ? { ...body, captchaToken } : body })
  }
  const errors = formState.errors
  // A field saved without a name has nothing to send: the Studio flags it; the form skips it.
  const shownFields = (definition.fields ?? []).filter(
    (field) => field._type === 'messageField' || isInputField(field),
  )
  return (
    // A send before the page's scripts run must not put the visitor's details in a URL.
    <Fields
      method="post"
      noValidate
      onSubmit={handleSubmit(sendValues, () => {
        if (captchaMissing) showCaptchaAlert()
      })}
    >
      {shownFields.map((field) => (
        <Cell key={field._key} $width={field._type === 'messageField' ? 100 : (field.width ?? 100)}>
          {renderField(field, {
            id: `${idPrefix}-${field._type === 'messageField' ? field._key : field.name}`,
            register,
            error: field._type === 'messageField' ? undefined : errors[field.name ?? '']?.message,
            startValue: field._type === 'messageField' ? undefined : defaultValues[field.name ?? ''],
          })}
        </Cell>
      ))}
      {definition.captcha ? (
        <Cell $width={100}>
          <Captcha key={captchaKey} onToken={setCaptchaToken} />
        </Cell>
      ) : null}
      {captchaAlert ? <Alert>{CAPTCHA_MESSAGE}</Alert> : null}
      {state.matches({ submitting: 'slow' }) ? <Status role="status">{LOADING_MESSAGE}</Status> : null}
      {state.matches('failure') ? <Alert>{failureMessage(state.context.refusal)}</Alert> : null}
      <Cell $width={100}>
        <SubmitButton
          sending={state.matches('submitting')}
          label={definition.submitButtonLabel || 'Submit'}
        />
      </Cell>
    </Fields>
  )
}
