import { yupResolver } from '@hookform/resolvers/yup'
import { useMemo, useState } from 'react'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { preloadSuccessDialog } from '@/forms/kit/SuccessDialog'
import { useSubmissionForm } from '@/forms/kit/useSubmissionForm'
import { withEnteredValues } from '@/forms/startValues'
import type { FormPlace } from '@/forms/formPlace'
import type { LinkValue } from '@/site/links'
import { AgentFields } from './AgentFields'
import { emptyAgentValues, readAgentEntered } from './emptyValues'
import { familFieldsSchema } from './familSchema'
import { useAgentForm } from './useAgentForm'

const resolver = yupResolver(familFieldsSchema)

type Props = {
  /**
   * Where the form is: its page's id and its block's key, posted with each registration. The
   * route takes the famil's name (the page's title, spec 01 §3) and its window from there.
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

/**
 * The famil registration (spec 01), sent once to POST /api/forms/familRegistration, which stores
 * it for its two deliveries (docs/upstream.md); the thanks shows once it is stored.
 */
export function FamilForm({
  place,
  phoneRegion,
  termsReference,
  sectionHeading = 'h3',
  idPrefix,
  entered = {},
}: Props) {
  const emptyValues = useMemo(() => emptyAgentValues(phoneRegion), [phoneRegion])
  const [startValues] = useState(() => withEnteredValues(emptyValues, entered, readAgentEntered))
  const kit = useSubmissionForm({
    resolver,
    form: 'familRegistration',
    startValues,
    captcha: true,
    toBody: (values) => ({ ...values, ...place }),
    onSend: preloadSuccessDialog,
  })
  const { bind, dateOfBirth, shell } = useAgentForm({ kit, emptyValues, idPrefix })

  return shell(
    <AgentFields
      bind={bind}
      sectionHeading={sectionHeading}
      tradingNameRequired={false}
      termsReference={termsReference}
      dateOfBirth={dateOfBirth}
    />,
  )
}
