import { yupResolver } from '@hookform/resolvers/yup'
import { useMemo, useState } from 'react'
import { withEnteredValues } from '@/forms/startValues'
import { Field } from '@/ui/Field'
import { acceptanceFieldsSchema, type AcceptanceValues } from './acceptanceSchema'
import { NATIONAL_NUMBER_INPUT } from '@/forms/phone/nationalNumber'
import { PhoneCountrySelect } from '@/forms/phone/PhoneCountrySelect'
import { AgentFields } from './AgentFields'
import { emptyAgentValues, readAgentEntered } from './emptyValues'
import { BEDDING_OPTIONS } from './lists'
import { useAgentForm } from './useAgentForm'
import { useAgentSubmission, type AgentFormProps } from './useAgentSubmission'

const resolver = yupResolver(acceptanceFieldsSchema)

/** The agent acceptance form (spec 01), sent to POST /api/forms/agentAcceptance. */
export function AcceptanceForm({
  place,
  phoneRegion,
  idPrefix,
  entered = {},
  ...fieldsProps
}: AgentFormProps) {
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
  const kit = useAgentSubmission({ resolver, form: 'agentAcceptance', startValues, place })
  const { id, bind, dateOfBirth, shell } = useAgentForm({ kit, emptyValues, idPrefix })
  const { register, formState } = kit.form
  const errors = formState.errors

  return shell(
    <AgentFields
      bind={bind}
      {...fieldsProps}
      tradingNameRequired
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
