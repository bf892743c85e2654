import { yupResolver } from '@hookform/resolvers/yup'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { Field } from '@/ui/Field'
import { Toast, type ToastMessage } from '@/ui/Toast'
import { FormGrid } from '@/forms/kit/FormGrid'
import { FormShell } from '@/forms/kit/FormShell'
import { useSubmissionForm } from '@/forms/kit/useSubmissionForm'
import { readText, withEnteredValues } from '@/forms/startValues'
import {
  CAREER_CAPTCHA_MESSAGE,
  CAREER_INVALID_TITLE,
  CAREER_SENT,
  careerFieldsSchema,
  CV_MISSING_MESSAGE,
  CV_UPLOAD_FAILED,
  CV_UPLOADED,
  CV_UPLOADING_MESSAGE,
  type CareerApplication,
} from './schema'
import { UploadFailed, uploadCv } from './uploadCv'

const resolver = yupResolver(careerFieldsSchema)

const EMPTY: CareerApplication = { firstName: '', lastName: '', email: '', document: '' }

/** Said when an application was not stored and the route named no field. */
export const CAREER_NOT_SENT = 'Your application could not be sent. Please try again in a few minutes.'

/** The CV's upload, one state at a time: the form refuses to send while it runs. */
type Upload =
  | { status: 'none' }
  | { status: 'uploading'; fileName: string }
  | { status: 'uploaded'; fileName: string }
  | { status: 'failed'; message: string }

type Props = {
  /** Makes the controls' ids unique on the page (the block's key). */
  idPrefix: string
  /** What the visitor typed before the form hydrated. */
  entered?: EnteredValues
}

/**
 * The career application (spec 01): names, email and a CV uploaded on its own first (its stored
 * name is the `document` value), sent to POST /api/forms/career. Every outcome is one toast at a time; a
 * failed upload says so, and success shows only once the route stored the application.
 */
export function CareerForm({ idPrefix, entered = {} }: Props) {
  const [startValues] = useState(() => withEnteredValues(EMPTY, entered, readText))
  const kit = useSubmissionForm({
    resolver,
    form: 'career',
    startValues,
    captcha: true,
    // The toast says it; a second alert would say it twice.
    alertRefusedCaptcha: false,
  })
  const { register, formState, setValue, trigger, getValues } = kit.form
  const errors = formState.errors
  const [upload, setUpload] = useState<Upload>({ status: 'none' })
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const latestUpload = useRef(0)
  const id = (name: string) => `${idPrefix}-${name}`
  const invalid = (description: string) =>
    setToast({ kind: 'error', title: CAREER_INVALID_TITLE, description })

  const onFile = async (file: File | undefined) => {
    const attempt = ++latestUpload.current
    setValue('document', '')
    if (!file) return setUpload({ status: 'none' })
    setUpload({ status: 'uploading', fileName: file.name })
    try {
      const name = await uploadCv(file)
      if (attempt !== latestUpload.current) return
      setValue('document', name)
      kit.form.clearErrors('document')
      setUpload({ status: 'uploaded', fileName: file.name })
      setToast({ kind: 'success', ...CV_UPLOADED })
    } catch (error) {
      if (attempt !== latestUpload.current) return
      const message = error instanceof UploadFailed ? error.message : ''
      setUpload({ status: 'failed', message })
      setToast({ kind: 'error', title: CV_UPLOAD_FAILED, description: message })
    }
  }

  // The checks before sending, in the spec's order, each a toast: then the kit sends.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (kit.sending) return
    const fieldsValid = await trigger(['firstName', 'lastName', 'email'])
    if (!fieldsValid) {
      const first = (['firstName', 'lastName', 'email'] as const).find(
        (name) => kit.form.getFieldState(name).error,
      )
      return invalid((first && kit.form.getFieldState(first).error?.message) || '')
    }
    if (kit.captcha?.missing) return invalid(CAREER_CAPTCHA_MESSAGE)
    if (upload.status === 'uploading') return invalid(CV_UPLOADING_MESSAGE)
    if (!getValues('document')) return invalid(CV_MISSING_MESSAGE)
    kit.onSubmit(event)
  }

  const outcome = kit.succeeded ? 'stored' : kit.state.matches('failure') ? 'failed' : 'other'
  // The submission machine is the system this follows: its outcome changes the toast, once.
  useEffect(() => {
    if (outcome === 'stored') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a new outcome of the machine
      setToast({ kind: 'success', ...CAREER_SENT })
      kit.reset(EMPTY)
      setUpload({ status: 'none' })
      if (fileInput.current) fileInput.current.value = ''
    } else if (outcome === 'failed') {
      invalid(kit.state.context.refusal?.reason || CAREER_NOT_SENT)
    }
    // Only on a new outcome: the kit and the helpers are new at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome])

  const cvError =
    errors.document?.message ?? (upload.status === 'failed' ? upload.message || CV_UPLOAD_FAILED : undefined)
  return (
    <>
      <FormShell
        kit={{ ...kit, onSubmit }}
        as={FormGrid}
        submitLabel="Submit"
        captchaMessage={CAREER_CAPTCHA_MESSAGE}
        failureMessage={() => null}
      >
        <Field id={id('firstName')} label="First name" error={errors.firstName?.message} required>
          <input autoComplete="given-name" defaultValue={startValues.firstName} {...register('firstName')} />
        </Field>
        <Field id={id('lastName')} label="Last name" error={errors.lastName?.message} required>
          <input autoComplete="family-name" defaultValue={startValues.lastName} {...register('lastName')} />
        </Field>
        <Field id={id('email')} label="Email" error={errors.email?.message} required wide>
          <input type="email" autoComplete="email" defaultValue={startValues.email} {...register('email')} />
        </Field>
        <Field id={id('cv')} label="Your CV (PDF, DOC or DOCX, up to 10 MB)" error={cvError} required wide>
          <input
            ref={fileInput}
            type="file"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            aria-busy={upload.status === 'uploading'}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
        </Field>
        {upload.status === 'uploading' ? <p>Uploading {upload.fileName}…</p> : null}
        {upload.status === 'uploaded' ? <p>Uploaded: {upload.fileName}</p> : null}
      </FormShell>
      <Toast toast={toast} onClose={() => setToast(null)} />
    </>
  )
}
