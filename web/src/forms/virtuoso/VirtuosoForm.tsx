import { yupResolver } from '@hookform/resolvers/yup'
import { useMemo, useState } from 'react'
import styled from 'styled-components'
import type { EnteredValues } from '@/hydration/HydrateOnInteraction'
import { useIsHydrating } from '@/hydration/serverHtml'
import { visitSitePath } from '@/hydration/siteNavigation'
import type { FormPlace } from '@/forms/formPlace'
import type { LinkValue } from '@/site/links'
import { Field } from '@/ui/Field'
import { TermsLink } from '@/ui/TermsLink'
import { FormGrid } from '@/forms/kit/FormGrid'
import { FormShell } from '@/forms/kit/FormShell'
import { preloadSuccessDialog, SuccessDialog } from '@/forms/kit/SuccessDialog'
import { useSubmissionForm } from '@/forms/kit/useSubmissionForm'
import { ChoiceGroup } from './ChoiceGroup'
import { FOLLOW_UPS, VIRTUOSO_MESSAGES, virtuosoFieldsSchema, type VirtuosoValues } from './schema'
import { EMPTY_VIRTUOSO, virtuosoStartValues } from './startValues'
import {
  VIRTUOSO_ALERT_TITLE,
  VIRTUOSO_SUCCESS_TITLE,
  VIRTUOSO_THANKS,
  virtuosoFailure,
} from './virtuosoTexts'

/** The location's prompt with event locations (ours: the spec asks for a Vietnam-travel question). */
export const LOCATION_QUESTION = 'Which event location will you attend for Vietnam travel?'

const TermsNote = styled.p`
  grid-column: 1 / -1;
  margin: 0;
`

const failureMessage = virtuosoFailure(Object.keys(EMPTY_VIRTUOSO))

type TextName =
  'fullName' | 'companyName' | 'agencyAffiliation' | 'email' | 'phone' | 'mostProduct' | 'typeOfClient'

type Props = {
  /**
   * Where the form is: its page's id and its block's key, posted with each registration. The
   * route takes its type (the block's title, spec 02 §3) and checks the location there.
   */
  place: FormPlace
  /** The block's event locations: with some, the visitor must choose one. */
  locations: readonly string[]
  termsReference?: LinkValue['reference']
  /** Makes the controls' ids unique on the page (the block's key). */
  idPrefix: string
  /** What the visitor typed before the form hydrated. */
  entered?: EnteredValues
}

/** The virtuoso (agent) registration (spec 02 §2, §5, §8), sent to POST /api/forms/virtuoso. */
export function VirtuosoForm({ place, locations, termsReference, idPrefix, entered = {} }: Props) {
  const resolver = useMemo(() => yupResolver(virtuosoFieldsSchema(locations)), [locations])
  const [startValues] = useState(() => virtuosoStartValues(entered))
  const kit = useSubmissionForm<VirtuosoValues, VirtuosoValues>({
    resolver,
    form: 'virtuoso',
    startValues,
    captcha: true,
    toBody: (values) => ({ ...values, ...place }),
    onSend: preloadSuccessDialog,
  })
  const { register, formState, watch } = kit.form
  const defaults = kit.fieldDefaults
  const errors = formState.errors
  const id = (name: string) => `${idPrefix}-${name}`
  // While the island hydrates, submit stays as the server rendered it (disabled): a box ticked
  // before hydration enables it just after.
  const hydrating = useIsHydrating()
  const termsAccepted = !hydrating && watch('termsAndConditions')
  const text = (
    name: TextName,
    label: string,
    options: { required?: boolean; autoComplete?: string } = {},
  ) => (
    <Field id={id(name)} label={label} error={errors[name]?.message} required={options.required}>
      <input
        type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
        autoComplete={options.autoComplete ?? 'off'}
        defaultValue={defaults[name]}
        {...register(name)}
      />
    </Field>
  )
  // OK leads to the home page (spec 02 §8), in the page when the site's router can take it there.
  const goHome = () => {
    if (!visitSitePath('/')) window.location.assign(window.location.origin)
  }
  const [followUps] = defaults.preferredFollowUp

  return (
    <FormShell
      kit={kit}
      as={FormGrid}
      submitLabel="Submit"
      captchaMessage={VIRTUOSO_MESSAGES.captcha}
      alertTitle={VIRTUOSO_ALERT_TITLE}
      submitDisabled={!termsAccepted}
      failureMessage={failureMessage}
      success={
        <SuccessDialog title={VIRTUOSO_SUCCESS_TITLE} okLabel="OK" onClose={goHome}>
          <p>{VIRTUOSO_THANKS}</p>
        </SuccessDialog>
      }
    >
      {text('fullName', 'Full name', { required: true, autoComplete: 'name' })}
      {text('companyName', 'Company name', { required: true, autoComplete: 'organization' })}
      {text('agencyAffiliation', 'Agency affiliation')}
      {text('email', 'Email', { required: true, autoComplete: 'email' })}
      {text('phone', 'Phone', { required: true, autoComplete: 'tel' })}
      {text('mostProduct', 'Products you sell most')}
      {text('typeOfClient', 'Type of clients')}
      {locations.length ? (
        <Field id={id('location')} label={LOCATION_QUESTION} error={errors.location?.message} required wide>
          <select defaultValue={defaults.location} {...register('location')}>
            <option value="">Select a location…</option>
            {locations.map((location) => (
              <option key={location}>{location}</option>
            ))}
          </select>
        </Field>
      ) : null}
      <ChoiceGroup
        id={id('preferredFollowUp')}
        legend="Preferred follow-up"
        error={errors.preferredFollowUp?.message ?? errors.preferredFollowUp?.root?.message}
        required
      >
        {FOLLOW_UPS.map(({ flag, label }) => (
          <label key={flag}>
            <input
              type="checkbox"
              defaultChecked={followUps?.[flag]}
              {...register(`preferredFollowUp.0.${flag}`)}
            />
            {label}
          </label>
        ))}
      </ChoiceGroup>
      <ChoiceGroup
        id={id('receiveExclusiveOffers')}
        legend="Would you like to receive exclusive offers?"
        error={errors.receiveExclusiveOffers?.message}
        required
      >
        {(['yes', 'no'] as const).map((answer) => (
          <label key={answer}>
            <input
              type="radio"
              value={answer}
              defaultChecked={defaults.receiveExclusiveOffers === answer}
              {...register('receiveExclusiveOffers')}
            />
            {answer === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </ChoiceGroup>
      <Field
        id={id('termsAndConditions')}
        label="I have read and accept the terms and conditions"
        error={errors.termsAndConditions?.message}
        required
        inline
        wide
      >
        <input
          type="checkbox"
          defaultChecked={defaults.termsAndConditions}
          {...register('termsAndConditions')}
        />
      </Field>
      <TermsNote>
        <TermsLink reference={termsReference}>Read the terms and conditions</TermsLink>
      </TermsNote>
    </FormShell>
  )
}
