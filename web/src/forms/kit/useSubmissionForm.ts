import { useMachine } from '@xstate/react'
import { useCallback, useState, type FormEvent } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form'
import { useCaptchaAlert } from '@/captcha/useCaptchaAlert'
import { CAPTCHA_FIELD, formSubmissionMachine, type SentValues } from '@/machines/formSubmission.machine'
import type { FormName } from '@/forms/formNames.generated'
import { formPath } from '@/forms/formPath'
import { submitTo } from '@/forms/postForm'
import { firstInvalidControl, revealControl, useRevealAfterRender } from './revealFirstError'

/**
 * A form asks for the visible captcha, or names the action its invisible (v3) token is made for
 * (INVISIBLE_CAPTCHA_ACTIONS, which its route checks too).
 */
type CaptchaChoice =
  { captcha: true; invisibleCaptchaAction?: never } | { captcha: boolean; invisibleCaptchaAction: string }

type Options<Values extends FieldValues, Start extends DefaultValues<Values>> = CaptchaChoice & {
  /**
   * `yupResolver(schema)` of the form's fields, as the browser checks them: the route checks the
   * same schema, and the captcha.
   */
  resolver: Resolver<Values, unknown, Values>
  /** The form's declared name: it posts to `formPath(form)` (`/api/forms/<name>`). */
  form: FormName
  /** Each field's value to start from (withEnteredValues: what was typed before hydration). */
  startValues: Start
  /** What is posted for the values; the values themselves when not given. */
  toBody?: (values: Values) => SentValues
  /**
   * Whether a captcha the route refused shows CAPTCHA_MESSAGE for a moment; off for a form whose
   * failure message already says so.
   */
  alertRefusedCaptcha?: boolean
  /** Called as a send starts (to load what success shows, such as a dialog). */
  onSend?: () => void
}

/**
 * What every form does around its fields, once: react-hook-form with the form's yup schema, the
 * submission machine sending to the form's route (postForm.ts: retries, Idempotency-Key), the
 * captcha's token, its alert when missing and a new widget after each refusal (or, on a form
 * without one, the invisible brake's), and the route's field messages shown beside their
 * controls. FormShell renders what this holds.
 */
export function useSubmissionForm<
  Values extends FieldValues,
  Start extends DefaultValues<Values> = DefaultValues<Values>,
>({
  resolver,
  form: formName,
  startValues,
  captcha,
  invisibleCaptchaAction,
  toBody,
  alertRefusedCaptcha = true,
  onSend,
}: Options<Values, Start>) {
  // The first refused field is focused by revealFirstError, once its message is drawn.
  const form = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: startValues,
    shouldFocusError: false,
  })
  const revealAfterRender = useRevealAfterRender()
  const [captchaToken, setCaptchaToken] = useState('')
  const [captchaKey, setCaptchaKey] = useState(0)
  const [captchaAlert, showCaptchaAlert] = useCaptchaAlert()
  const isField = (name: string): name is Path<Values> => Object.hasOwn(startValues, name)
  /**
   * After a refused send (the browser's check or the route's field messages): react-hook-form
   * focuses the first refused field, in the order of the form's values; a control it cannot focus
   * (a date picker) leaves it to the first control marked invalid, or the message. Then it is
   * scrolled into view.
   */
  const revealFirstError = (errors: FieldErrors<Values>) =>
    revealAfterRender.reveal((container) => {
      const name = [...Object.keys(startValues), ...Object.keys(errors)].find((key) => errors[key])
      if (name && isField(name)) form.setFocus(name)
      const focused = document.activeElement
      const target =
        focused instanceof HTMLElement &&
        container.contains(focused) &&
        focused.getAttribute('aria-invalid') === 'true'
          ? focused
          : firstInvalidControl(container)
      if (target) revealControl(target)
    })
  const renewCaptcha = () => {
    setCaptchaToken('')
    setCaptchaKey((key) => key + 1)
  }
  const [state, send] = useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitTo(formPath(formName), captcha ? undefined : invisibleCaptchaAction) },
      actions: {
        showFieldErrors: (_, { fieldErrors }) => {
          for (const [field, message] of Object.entries(fieldErrors))
            if (isField(field)) form.setError(field, { message })
          revealFirstError(form.formState.errors)
        },
        // After any refusal or failure (the machine says when): the token travels beside the
        // values (submitTo), so a resend keeps its Idempotency-Key with its new token.
        renewCaptcha,
        showCaptchaRefused: () => {
          if (alertRefusedCaptcha) showCaptchaAlert()
        },
      },
    }),
  )

  const captchaMissing = captcha && !captchaToken
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    revealAfterRender.setContainer(event.currentTarget)
    return form.handleSubmit(
      (values) => {
        if (captchaMissing) return showCaptchaAlert()
        const body = toBody ? toBody(values) : values
        onSend?.()
        send({ type: 'submit', values: captcha ? { ...body, [CAPTCHA_FIELD]: captchaToken } : body })
      },
      (errors) => {
        if (captchaMissing) showCaptchaAlert()
        revealFirstError(errors)
      },
    )(event)
  }

  /**
   * What the controls start from (their defaultValue and defaultChecked): the start values, then
   * those of the last clearing. A box ticked before hydration is checked through its
   * defaultChecked; were that kept after a clearing, react-hook-form would read the box back
   * from the page, and the box would show ticked while the form's state says unticked.
   */
  const [fieldDefaults, setFieldDefaults] = useState(startValues)
  /** Empties the fields to `values`, on screen and in the form's state together. */
  const clearFields = useCallback(
    (values: Start) => {
      setFieldDefaults(values)
      form.reset(values)
    },
    [form],
  )
  /** Back to an empty form (`values`, not what was typed before hydration), a new captcha, idle. */
  const reset = (values: Start) => {
    clearFields(values)
    renewCaptcha()
    send({ type: 'reset' })
  }

  return {
    form,
    state,
    onSubmit,
    fieldDefaults,
    clearFields,
    reset,
    sending: state.matches('submitting'),
    succeeded: state.matches('success'),
    captcha: captcha
      ? { key: captchaKey, onToken: setCaptchaToken, alert: captchaAlert, missing: captchaMissing }
      : null,
  }
}

export type SubmissionForm = ReturnType<typeof useSubmissionForm>
