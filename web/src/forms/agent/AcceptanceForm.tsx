import { yupResolver } from '@hookform/resolvers/yup'
import { useEffect, useMemo, useState } from 'react'
import { useController } from 'react-hook-form'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { useIsHydrating } from '@/hydration/serverHtml'
import { FormGrid } from '@/forms/kit/FormGrid'
import { FormShell, unlessFieldErrors } from '@/forms/kit/FormShell'
import { preloadSuccessDialog, SuccessDialog } from '@/forms/kit/SuccessDialog'
import { useSubmissionForm } from '@/forms/kit/useSubmissionForm'
import { readTextOrTick, withEnteredValues } from '@/forms/startValues'
import type { LinkValue } from '@/site/links'
import { Field } from '@/ui/Field'
import { acceptanceFieldsSchema, type AcceptanceValues } from './acceptanceSchema'
import { AGENT_CAPTCHA_MESSAGE } from './agentFields'
import { AgentFields, PhoneCountrySelect, type Binding } from './AgentFields'
import { AGENT_ALERT_TITLE, AGENT_FAILED, AGENT_SUCCESS_TITLE, AGENT_THANKS } from './agentFormTexts'
import { DateOfBirthField } from './DateOfBirthField'
import { emptyAgentValues } from './emptyValues'
import { BEDDING_OPTIONS } from './lists'

const resolver = yupResolver(acceptanceFieldsSchema)

type Props = {
  /** The page's title: each application's `type` (spec 01 §3). */
  type: string
  phoneRegion: string
  termsReference?: LinkValue['reference']
  /** The level of the form's section headings (one below the block's title). */
  sectionHeading?: 'h2' | 'h3'
  /** Makes the controls' ids unique on the page (the block's key). */
  idPrefix: string
  /** What the visitor typed before the form hydrated. */
  entered?: EnteredValues
}

/** The agent acceptance form (spec 01), sent to POST /api/forms/agentAcceptance. */
export function AcceptanceForm({
  type,
  phoneRegion,
  termsReference,
  sectionHeading = 'h3',
  idPrefix,
  entered = {},
}: Props) {
  const emptyValues: AcceptanceValues = useMemo(
    () => ({
      ...emptyAgentValues(phoneRegion),
      agentPhoneCountry: phoneRegion,
      agentPhone: '',
      agentBeddingConfiguration: '',
      agentTravelCompanion: false,
    }),
    [phoneRegion],
  )
  const [startValues] = useState(() => withEnteredValues(emptyValues, entered, readTextOrTick))
  const kit = useSubmissionForm({
    resolver,
    path: '/api/forms/agentAcceptance',
    startValues,
    captcha: true,
    toBody: (values) => ({ type, ...values }),
    onSend: preloadSuccessDialog,
  })
  const { register, formState, control, watch, reset } = kit.form
  const errors = formState.errors
  const id = (name: string) => `${idPrefix}-${name}`
  const dob = useController({ control, name: 'agentDOB' })
  // While the island hydrates, submit stays as the server rendered it (disabled): React keeps the
  // server's attribute, so a box ticked before hydration enables it just after.
  const hydrating = useIsHydrating()
  const termsAccepted = !hydrating && watch('termsAndConditions')
  // A stored application empties the form (spec 01 §4); the thanks stays until closed.
  useEffect(() => {
    if (kit.succeeded) reset(emptyValues)
  }, [kit.succeeded, reset, emptyValues])
  const bind: Binding = {
    id,
    register: (name) => register(name),
    error: (name) => errors[name]?.message,
    start: startValues,
  }

  return (
    <FormShell
      kit={kit}
      as={FormGrid}
      submitLabel="Submit"
      captchaMessage={AGENT_CAPTCHA_MESSAGE}
      alertTitle={AGENT_ALERT_TITLE}
      submitDisabled={!termsAccepted}
      failureMessage={unlessFieldErrors(AGENT_FAILED)}
      success={
        <SuccessDialog title={AGENT_SUCCESS_TITLE} okLabel="OK" onClose={() => kit.reset(emptyValues)}>
          <p>{AGENT_THANKS}</p>
        </SuccessDialog>
      }
    >
      <AgentFields
        bind={bind}
        sectionHeading={sectionHeading}
        tradingNameRequired
        termsReference={termsReference}
        agentExtras={
          <>
            <PhoneCountrySelect
              id={id('agentPhoneCountry')}
              label="Phone country"
              registered={register('agentPhoneCountry')}
              start={startValues.agentPhoneCountry}
            />
            <Field id={id('agentPhone')} label="Phone number" error={errors.agentPhone?.message} required>
              <input
                type="tel"
                autoComplete="tel-national"
                defaultValue={startValues.agentPhone}
                {...register('agentPhone')}
              />
            </Field>
          </>
        }
        dateOfBirth={
          <DateOfBirthField id={id('agentDOB')} error={errors.agentDOB?.message} field={dob.field} />
        }
        travelExtras={
          <>
            <Field
              id={id('agentBeddingConfiguration')}
              label="Bedding configuration"
              error={errors.agentBeddingConfiguration?.message}
            >
              <select
                defaultValue={startValues.agentBeddingConfiguration}
                {...register('agentBeddingConfiguration')}
              >
                <option value="">Select…</option>
                {BEDDING_OPTIONS.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            </Field>
            <Field id={id('agentTravelCompanion')} label="I am travelling with a companion" inline>
              <input
                type="checkbox"
                defaultChecked={startValues.agentTravelCompanion}
                {...register('agentTravelCompanion')}
              />
            </Field>
          </>
        }
      />
    </FormShell>
  )
}
