import { yupResolver } from '@hookform/resolvers/yup'
import { useMemo, useState } from 'react'
import { withEnteredValues } from '@/forms/startValues'
import { AgentFields } from './AgentFields'
import { emptyAgentValues, readAgentEntered } from './emptyValues'
import { familFieldsSchema } from './familSchema'
import { useAgentForm } from './useAgentForm'
import { useAgentSubmission, type AgentFormProps } from './useAgentSubmission'

const resolver = yupResolver(familFieldsSchema)

/**
 * The famil registration (spec 01), sent once to POST /api/forms/familRegistration, which stores
 * it for its two deliveries (docs/upstream.md); the thanks shows once it is stored.
 */
export function FamilForm({ place, phoneRegion, idPrefix, entered = {}, ...fieldsProps }: AgentFormProps) {
  const emptyValues = useMemo(() => emptyAgentValues(phoneRegion), [phoneRegion])
  const [startValues] = useState(() => withEnteredValues(emptyValues, entered, readAgentEntered))
  const kit = useAgentSubmission({ resolver, form: 'familRegistration', startValues, place })
  const { bind, dateOfBirth, shell } = useAgentForm({ kit, emptyValues, idPrefix })

  return shell(
    <AgentFields bind={bind} {...fieldsProps} tradingNameRequired={false} dateOfBirth={dateOfBirth} />,
  )
}
