import { boolean, string } from 'yup'
import { singleLineText } from '@/forms/rules/singleLine'
import { AGENT_COUNTRIES, AGENT_TITLES, GENDERS, oneOfList } from './lists'

/** Spec 01 §5's message for an optional email that is filled but not an email. */
export const INVALID_EMAIL = 'Please enter a valid email address.'
/** Ours: neither email given (docs/upstream.md, "Known differences"). */
export const NO_EMAIL = "Please enter the agent's or the company's email address."
export const TERMS_MESSAGE = 'Please accept the terms and conditions.'
/** What the acceptance and famil forms say when sent without a solved captcha (spec 01 §5, §8). */
export const AGENT_CAPTCHA_MESSAGE = 'Please verify you are not a robot'

const LONG = 'Please keep this under 200 characters.'

/** A required single-line text with its spec message ("minimum 1 character"). */
export const requiredText = (message: string) => singleLineText().required(message).max(200, LONG)
/** An optional single-line text: '' when left empty. */
export const optionalText = () => singleLineText().max(200, LONG).defined()
const optionalEmail = () => optionalText().email(INVALID_EMAIL)
const select = (list: readonly string[], message: string) =>
  string().required(message).test('listed', message, oneOfList(list))
const phoneRegion = () =>
  string()
    .required('Please choose a country.')
    .matches(/^[A-Z]{2}$/, 'Please choose a country.')
const phone = (message: string) => requiredText(message).matches(/\d/, message)

/**
 * The company's and the agent's fields both agent forms have, with spec 01 §5's rules and
 * messages; each form's schema adds what it alone has or words otherwise (acceptanceSchema.ts,
 * familSchema.ts). The phone countries are the form's (not sent: the phone goes international).
 */
export const sharedAgentFields = {
  companyName: requiredText('Please enter company name.'),
  companyIndustryAccreditation: optionalText(),
  companyRegistrationNumber: requiredText('Please enter company registration number.'),
  // The label carries an asterisk (spec 01 §5) but nothing enforces it.
  companyConsortium: optionalText(),
  companyStreetAddress: requiredText('Please enter company street address.'),
  companyCity: requiredText('Please select company city.'),
  companyPostcode: requiredText('Please enter company post code.'),
  companyState: requiredText('Please enter state.'),
  companyCountry: select(AGENT_COUNTRIES, 'Please select company country.'),
  companyOtherCountry: optionalText(),
  companyPhoneCountry: phoneRegion(),
  companyPhone: phone('Please enter company phone number.'),
  companyEmail: optionalEmail(),
  agentTitle: select(AGENT_TITLES, 'Please select title.'),
  agentFirstName: requiredText('Please enter first name.'),
  agentLastName: requiredText('Please enter last name.'),
  agentNationality: select(AGENT_COUNTRIES, 'Please select nationality.'),
  agentGender: select(GENDERS, 'Please select gender.'),
  // Optional in spec 01 §5, but the CMS store keys its records by email (docs/upstream.md):
  // one of the two emails is needed, so that no stored application is undeliverable.
  agentEmail: optionalEmail().when('companyEmail', {
    is: '',
    then: (email) => email.required(NO_EMAIL),
  }),
  agentPhysicalAbilityHandicap: boolean().required(),
  agentPhysicalAbilitySmoker: boolean().required(),
  agentPhysicalAbilityDietary: optionalText(),
  agentPhysicalAbilityOther: singleLineText().max(1000, 'Please keep this under 1,000 characters.').defined(),
  termsAndConditions: boolean().required(TERMS_MESSAGE).oneOf([true], TERMS_MESSAGE),
}

export const captchaToken = () => string().required(AGENT_CAPTCHA_MESSAGE)
