import { useEffect, type ReactNode } from 'react'
import { useController, type UseFormReturn } from 'react-hook-form'
import { useIsHydrating } from '@/hydration/serverHtml'
import { FormGrid } from '@/forms/kit/FormGrid'
import { FormShell, unlessFieldErrors } from '@/forms/kit/FormShell'
import { SuccessDialog } from '@/forms/kit/SuccessDialog'
import type { SubmissionForm } from '@/forms/kit/useSubmissionForm'
import { placeRefusal } from '@/forms/formPlace'
import type { Refusal } from '@/machines/formSubmission.machine'
import { AGENT_CAPTCHA_MESSAGE } from './agentFields'
import type { Binding } from './AgentFields'
import { AGENT_ALERT_TITLE, AGENT_FAILED, AGENT_SUCCESS_TITLE, AGENT_THANKS } from './agentFormTexts'
import { DateOfBirthField } from './DateOfBirthField'
import type { FamilValues } from './familSchema'

type Options = {
  /** The form's submission kit (useSubmissionForm with the captcha and the agent form's values). */
  kit: Pick<SubmissionForm, 'state' | 'onSubmit' | 'sending' | 'succeeded' | 'captcha'> & {
    form: object
    fieldDefaults: FamilValues
    clearFields(values: FamilValues): void
    reset(values: FamilValues): void
  }
  /** The values of an empty form: what a stored application leaves. */
  emptyValues: FamilValues
  /** Makes the controls' ids unique on the page (the block's key). */
  idPrefix: string
}

/**
 * What a failed send says: a refusal of the form's place (a famil whose registration has closed,
 * a form no longer on its page) in its own words, field messages beside their controls, anything
 * else spec 01 §8's text.
 */
function failureMessage(refusal: Refusal | null): string | null {
  return placeRefusal(refusal?.fieldErrors ?? {}) ?? unlessFieldErrors(AGENT_FAILED)(refusal)
}

/**
 * What both agent forms (acceptance, famil registration) do alike once their kit is made: bind
 * the shared fields and the date of birth, gate submit on the terms, and empty the form once an
 * application is stored (spec 01 §4). Each form adds its own fields, and renders `shell` around
 * its fields.
 */
export function useAgentForm({ kit, emptyValues, idPrefix }: Options) {
  // The shared fields are fields of both forms' values (AcceptanceValues extends FamilValues).
  const { register, formState, control, watch } = kit.form as unknown as UseFormReturn<FamilValues>
  const id = (name: string) => `${idPrefix}-${name}`
  const dob = useController({ control, name: 'agentDOB' })
  // While the island hydrates, submit stays as the server rendered it (disabled): React keeps the
  // server's attribute, so a box ticked before hydration enables it just after.
  const hydrating = useIsHydrating()
  const termsAccepted = !hydrating && watch('termsAndConditions')
  const { succeeded, clearFields } = kit
  useEffect(() => {
    if (succeeded) clearFields(emptyValues)
  }, [succeeded, clearFields, emptyValues])
  const bind: Binding = {
    id,
    register: (name) => register(name),
    error: (name) => formState.errors[name]?.message,
    start: kit.fieldDefaults,
  }
  const dateOfBirth = (
    <DateOfBirthField id={id('agentDOB')} error={formState.errors.agentDOB?.message} field={dob.field} />
  )
  const shell = (fields: ReactNode) => (
    <FormShell
      kit={kit}
      as={FormGrid}
      submitLabel="Submit"
      captchaMessage={AGENT_CAPTCHA_MESSAGE}
      alertTitle={AGENT_ALERT_TITLE}
      submitDisabled={!termsAccepted}
      failureMessage={failureMessage}
      success={
        <SuccessDialog title={AGENT_SUCCESS_TITLE} okLabel="OK" onClose={() => kit.reset(emptyValues)}>
          <p>{AGENT_THANKS}</p>
        </SuccessDialog>
      }
    >
      {fields}
    </FormShell>
  )
  return { id, bind, dateOfBirth, shell }
}
