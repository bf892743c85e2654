import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styled from 'styled-components'
import { NATIONAL_NUMBER_INPUT } from '@/forms/phone/nationalNumber'
import { PhoneCountrySelect } from '@/forms/phone/PhoneCountrySelect'
import { Field } from '@/ui/Field'
import { TermsLink } from '@/ui/TermsLink'
import type { FamilValues } from './familSchema'
import { AGENT_COUNTRIES, AGENT_TITLES, GENDERS } from './lists'
import { Heading } from '@/ui/Heading'

/** The fields both agent forms have (the famil's are exactly those). */
export type SharedName = keyof FamilValues

/** How a form hands its react-hook-form to the shared fields (its own values type stays its own). */
export type Binding = {
  id: (name: string) => string
  register: (name: SharedName) => UseFormRegisterReturn
  error: (name: SharedName) => string | undefined
  start: FamilValues
}

const TermsNote = styled.p`
  grid-column: 1 / -1;
  margin: 0;
`

const GroupTitle = styled(Heading)`
  grid-column: 1 / -1;
  margin: 1rem 0 0;
`

type TextOptions = {
  required?: boolean
  type?: 'text' | 'email'
  /** The keyboard a phone shows, for a purpose the HTML standard puts on a text box. */
  inputMode?: 'tel' | 'url'
  autoComplete?: string
  wide?: boolean
}

/** A text field of the shared set, labelled, with its message and start value. */
export function TextInput({
  bind,
  name,
  label,
  ...options
}: { bind: Binding; name: SharedName; label: string } & TextOptions) {
  const start = bind.start[name]
  return (
    <Field
      id={bind.id(name)}
      label={label}
      error={bind.error(name)}
      required={options.required}
      wide={options.wide}
    >
      <input
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete ?? 'off'}
        defaultValue={typeof start === 'string' ? start : ''}
        {...bind.register(name)}
      />
    </Field>
  )
}

function Select({
  bind,
  name,
  label,
  options,
}: {
  bind: Binding
  name: SharedName
  label: string
  options: readonly string[]
}) {
  return (
    <Field id={bind.id(name)} label={label} error={bind.error(name)} required>
      <select defaultValue={String(bind.start[name])} {...bind.register(name)}>
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </Field>
  )
}

export function Checkbox({ bind, name, label }: { bind: Binding; name: SharedName; label: string }) {
  return (
    <Field id={bind.id(name)} label={label} error={bind.error(name)} inline>
      <input type="checkbox" defaultChecked={bind.start[name] === true} {...bind.register(name)} />
    </Field>
  )
}

export type AgentFieldsProps = {
  bind: Binding
  /** The level of the form's section headings: one below the block's title (h3 unless given). */
  sectionHeading?: 'h2' | 'h3'
  /** Whether the trading name is required (acceptance) or not (famil). */
  tradingNameRequired: boolean
  /** The date-of-birth field (each form words its messages). */
  dateOfBirth: ReactNode
  /** What the form alone asks of the agent, after the email (the acceptance's phone). */
  agentExtras?: ReactNode
  /** What the form alone asks after the physical abilities (the acceptance's bedding, companion). */
  travelExtras?: ReactNode
  termsReference?: Parameters<typeof TermsLink>[0]['reference']
}

/** The company's and the agent's fields of both agent forms, in one order (spec 01 §3). */
export function AgentFields({
  bind,
  sectionHeading = 'h3',
  tradingNameRequired,
  dateOfBirth,
  agentExtras,
  travelExtras,
  termsReference,
}: AgentFieldsProps) {
  return (
    <>
      <GroupTitle level={sectionHeading} size="h3">
        Company details
      </GroupTitle>
      <TextInput bind={bind} name="companyName" label="Company name" required autoComplete="organization" />
      <TextInput bind={bind} name="companyTradingName" label="Trading name" required={tradingNameRequired} />
      {/* Any text, as the schema takes it: a text box with a keyboard for addresses. The url purpose
          suits it by every table (HTML_CodeSniffer's, from HTML 5.2, refuses it on type="url"). */}
      <TextInput bind={bind} name="companyWebsite" label="Website" inputMode="url" autoComplete="url" />
      <TextInput bind={bind} name="companyIndustryAccreditation" label="Industry accreditation" />
      <TextInput bind={bind} name="companyRegistrationNumber" label="Company registration number" required />
      {/* The spec's label carries an asterisk it does not enforce: the field says it, as a visitor reads it. */}
      <TextInput bind={bind} name="companyConsortium" label="Consortium *" />
      {/* One line: address-line1 (street-address is a whole address, its lines for a textarea). */}
      <TextInput
        bind={bind}
        name="companyStreetAddress"
        label="Street address"
        required
        autoComplete="address-line1"
        wide
      />
      <TextInput bind={bind} name="companyCity" label="City" required autoComplete="address-level2" />
      <TextInput bind={bind} name="companyPostcode" label="Post code" required autoComplete="postal-code" />
      <TextInput bind={bind} name="companyState" label="State" required autoComplete="address-level1" />
      <Select bind={bind} name="companyCountry" label="Country" options={AGENT_COUNTRIES} />
      <TextInput bind={bind} name="companyOtherCountry" label="Other country" />
      <PhoneCountrySelect
        id={bind.id('companyPhoneCountry')}
        label="Company phone country"
        registered={bind.register('companyPhoneCountry')}
        start={bind.start.companyPhoneCountry}
      />
      <TextInput
        bind={bind}
        name="companyPhone"
        label="Company phone number"
        required
        {...NATIONAL_NUMBER_INPUT}
      />
      <TextInput bind={bind} name="companyEmail" label="Company email" type="email" autoComplete="email" />

      <GroupTitle level={sectionHeading} size="h3">
        Agent details
      </GroupTitle>
      <Select bind={bind} name="agentTitle" label="Title" options={AGENT_TITLES} />
      <TextInput bind={bind} name="agentFirstName" label="First name" required autoComplete="given-name" />
      <TextInput bind={bind} name="agentLastName" label="Last name" required autoComplete="family-name" />
      <Select bind={bind} name="agentNationality" label="Nationality" options={AGENT_COUNTRIES} />
      <Select bind={bind} name="agentGender" label="Gender" options={GENDERS} />
      <TextInput bind={bind} name="agentEmail" label="Email" type="email" autoComplete="email" />
      {agentExtras}
      {dateOfBirth}

      <GroupTitle level={sectionHeading} size="h3">
        Physical ability
      </GroupTitle>
      <Checkbox bind={bind} name="agentPhysicalAbilityHandicap" label="I have a physical handicap" />
      <Checkbox bind={bind} name="agentPhysicalAbilitySmoker" label="I am a smoker" />
      <TextInput bind={bind} name="agentPhysicalAbilityDietary" label="Dietary requirements" wide />
      <TextInput bind={bind} name="agentPhysicalAbilityOther" label="Other comments" wide />
      {travelExtras}

      <Field
        id={bind.id('termsAndConditions')}
        label="I have read and accept the terms and conditions"
        error={bind.error('termsAndConditions')}
        required
        inline
        wide
      >
        <input
          type="checkbox"
          defaultChecked={bind.start.termsAndConditions}
          {...bind.register('termsAndConditions')}
        />
      </Field>
      <TermsNote>
        <TermsLink reference={termsReference}>Read the terms and conditions</TermsLink>
      </TermsNote>
    </>
  )
}
