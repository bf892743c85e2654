import { yupResolver } from '@hookform/resolvers/yup'
import { useMemo, useState } from 'react'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { preloadSuccessDialog } from '@/forms/kit/SuccessDialog'
import { useSubmissionForm } from '@/forms/kit/useSubmissionForm'
import { withEnteredValues } from '@/forms/startValues'
import type { FormPlace } from '@/forms/formPlace'
import type { LinkValue } from '@/site/links'
import { Field } from '@/ui/Field'
import { acceptanceFieldsSchema, type AcceptanceValues } from './acceptanceSchema'
import { NATIONAL_NUMBER_INPUT } from '@/forms/phone/nationalNumber'
import { PhoneCountrySelect } from '@/forms/phone/PhoneCountrySelect'
import { AgentFields } from './AgentFields'
import { emptyAgentValues, readAgentEntered } from './emptyValues'
import { BEDDING_OPTIONS } from './lists'
import { useAgentForm } from './useAgentForm'

const resolver = yupResolver(acceptanceFieldsSchema)

type Props = {
  /**
   * Where the form is: its page's id and its block's key, posted with each application. The
   * route takes its `type` (the page's title, spec 01 §3) from there.
   */
  place: FormPlace
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
  place,
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
  const [startValues] = useState(() => withEnteredValues(emptyValues, entered, readAgentEntered))
  const kit = useSubmissionForm({
    resolver,
    form: 'agentAcceptance',
    startValues,
    captcha: true,
    toBody: (values) => ({ ...values, ...place }),
    onSend: preloadSuccessDialog,
  })
  const { id, bind, dateOfBirth, shell } = useAgentForm({ kit, emptyValues, idPrefix })
  const { register, formState } = kit.form
  const errors = formState.errors

  return shell(
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
            start={kit.fieldDefaults.agentPhoneCountry}
          />
          <Field id={id('agentPhone')} label="Phone number" error={errors.agentPhone?.message} required>
            <input
              {...NATIONAL_NUMBER_INPUT}
              defaultValue={kit.fieldDefaults.agentPhone}
              {...register('agentPhone')}
            />
          </Field>
        </>
      }
      dateOfBirth={dateOfBirth}
      travelExtras={
        <>
          <Field
            id={id('agentBeddingConfiguration')}
            label="Bedding configuration"
            error={errors.agentBeddingConfiguration?.message}
          >
            <select
              defaultValue={kit.fieldDefaults.agentBeddingConfiguration}
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
              defaultChecked={kit.fieldDefaults.agentTravelCompanion}
              {...register('agentTravelCompanion')}
            />
          </Field>
        </>
      }
    />,
  )
}
