import { INVISIBLE_CAPTCHA_ACTIONS } from '@/captcha/invisibleBrake'
import { yupResolver } from '@hookform/resolvers/yup'
import { useEffect, useMemo, useRef, useState, type ComponentType, type CSSProperties } from 'react'
import styled from 'styled-components'
import type { Refusal } from '@/machines/formSubmission.machine'
import { visitSitePath } from '@/hydration/siteNavigation'
import { useIsHydrating } from '@/hydration/serverHtml'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { RichText } from '@/ui/RichText'
import { fieldRegistry } from '@/forms/fields/registry'
import type { FieldComponentProps } from '@/forms/fields/types'
import { FormShell } from '@/forms/kit/FormShell'
import { useSubmissionForm } from '@/forms/kit/useSubmissionForm'
import {
  isInputField,
  type FormDefinition,
  type FormFieldDefinition,
  type FormSubmission,
  type CmsFormValues,
} from '@/forms/fields/definition'
import { shownFieldNames } from './conditions'
import { cmsFormSchema } from './schema'
import { linkValues } from './linkValues'
import { startValues } from './startValues'
import { toFormSubmission } from './submission'

export const LOADING_MESSAGE = 'Loading, please wait...'
export const EXCEPTION_MESSAGE = 'Something went wrong.'

const Fields = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 1.25rem;
`

/**
 * A field takes its width (percent of the row) from the CMS; the whole row on small screens.
 * Never wider than that: a flex item may shrink below its content (a long select's options).
 */
const Cell = styled.div`
  flex: 1 1 100%;
  min-width: 0;

  /* The width from an inline custom property, not a class per width: a field first shown at a
     tap must not add a class to a component the server rendered (docs/hydration.md). */
  @media (min-width: 640px) {
    flex: 0 0 calc(var(--cell-width) * 1% - 1.25rem * (100 - var(--cell-width)) / 100);
  }
`

/** A cell's width, in percent of the row, for Cell's rule. */
function cellWidth(percent: number): CSSProperties {
  const style: CSSProperties & { '--cell-width': number } = { '--cell-width': percent }
  return style
}

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

/**
 * A form defined in the CMS, sent to POST /api/form-submissions (docs/upstream.md). When the form
 * asks for a captcha, its token travels beside the form's values, never among them: a CMS field
 * may have any name.
 */
export function CmsForm({ definition, idPrefix, entered }: Props) {
  const resolver = useMemo(() => yupResolver(cmsFormSchema(definition)), [definition])
  const [defaultValues] = useState(() => startValues(definition, entered))
  const [serverValues] = useState(() => startValues(definition))
  const hydrating = useIsHydrating()
  const kit = useSubmissionForm<CmsFormValues>({
    resolver,
    form: 'cms',
    startValues: defaultValues,
    captcha: Boolean(definition.captcha),
    invisibleCaptchaAction: INVISIBLE_CAPTCHA_ACTIONS.cmsForm,
    // The route's `{form, submissionData}`; the captcha token travels beside the form's values,
    // never among them: a CMS field may have any name.
    toBody: (values): FormSubmission => toFormSubmission(definition, values),
    // Its '{status}: {message}' of a refused captcha already says so.
    alertRefusedCaptcha: false,
  })
  const redirectUrl = definition.confirmationType === 'redirect' ? definition.redirectUrl : null
  const confirmation = useRef<HTMLDivElement>(null)
  const { succeeded } = kit
  const { getValues, setValue } = kit.form

  // Fields filled from the page's address, once the form is live in the browser (the server's
  // HTML is the same for every address): each takes its text unless the visitor typed there.
  useEffect(() => {
    for (const [name, text] of Object.entries(linkValues(definition, window.location.search)))
      if (getValues(name) === serverValues[name]) setValue(name, text, { shouldDirty: true })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form comes to life
  }, [])

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

  const errors = kit.form.formState.errors
  // A field shown only when another holds a value (conditions.ts) follows what is typed. While the
  // island hydrates it shows the fields the server did: one revealed by what was entered before
  // comes just after. Rendered during hydration, it would not match the server's HTML, and React
  // would build the whole form again, taking the visitor's focus and the captcha's tick.
  const watched = kit.form.watch()
  const shownNames = shownFieldNames(definition, hydrating ? serverValues : watched)
  // A field saved without a name has nothing to send: the Studio flags it; the form skips it.
  const shownFields = (definition.fields ?? []).filter(
    (field) => field._type === 'messageField' || (isInputField(field) && shownNames.has(field.name)),
  )
  return (
    <FormShell
      kit={kit}
      as={Fields}
      submitLabel={definition.submitButtonLabel || 'Submit'}
      failureMessage={failureMessage}
      slowMessage={LOADING_MESSAGE}
    >
      {shownFields.map((field) => (
        <Cell key={field._key} style={cellWidth(field._type === 'messageField' ? 100 : (field.width ?? 100))}>
          {renderField(field, {
            id: `${idPrefix}-${field._type === 'messageField' ? field._key : field.name}`,
            register: kit.form.register,
            error: field._type === 'messageField' ? undefined : errors[field.name ?? '']?.message,
            startValue: field._type === 'messageField' ? undefined : defaultValues[field.name ?? ''],
          })}
        </Cell>
      ))}
    </FormShell>
  )
}
