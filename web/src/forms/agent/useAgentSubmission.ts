import type { DefaultValues, Resolver } from 'react-hook-form'
import type { FormPlace } from '@/forms/formPlace'
import type { PhoneFormIslandProps } from '@/forms/kit/formIslandProps'
import { preloadSuccessDialog } from '@/forms/kit/SuccessDialog'
import { useSubmissionForm } from '@/forms/kit/useSubmissionForm'
import type { AgentFieldsProps } from './AgentFields'
import type { FamilValues } from './familSchema'

/** What an agent form's block gives it (the acceptance, the famil registration). */
export type AgentFormProps = PhoneFormIslandProps & {
  /**
   * Where the form is: its page's id and its block's key, posted with each application. The
   * route takes what it says of the page from there (spec 01 §3): the acceptance's `type`, the
   * famil's name and its window (the page's title and dates).
   */
  place: FormPlace
} & Pick<AgentFieldsProps, 'sectionHeading' | 'termsReference'>

type Options<Values extends FamilValues, Start extends DefaultValues<Values>> = {
  /** `yupResolver(schema)` of the form's fields. */
  resolver: Resolver<Values, unknown, Values>
  form: 'agentAcceptance' | 'familRegistration'
  /** What the fields start from (withEnteredValues with readAgentEntered). */
  startValues: Start
  place: FormPlace
}

/**
 * An agent form's submission kit: with the visible captcha, posting its place with its values,
 * loading the thanks as a send starts. useAgentForm does the rest both forms share.
 */
export function useAgentSubmission<Values extends FamilValues, Start extends DefaultValues<Values>>({
  resolver,
  form,
  startValues,
  place,
}: Options<Values, Start>) {
  return useSubmissionForm({
    resolver,
    form,
    startValues,
    captcha: true,
    toBody: (values) => ({ ...values, ...place }),
    onSend: preloadSuccessDialog,
  })
}
