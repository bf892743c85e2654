import { boolean, object, string, type InferType } from 'yup'
import { captchaToken, optionalText, pageTitle, requiredText, sharedAgentFields } from './agentFields'
import { dateOfBirth } from './dateOfBirth'
import { BEDDING_OPTIONS, oneOfList } from './lists'

/**
 * The agent acceptance form (spec 01 §3, §5): the shared agent fields, and what acceptance
 * alone has (trading name required, the agent's phone, bedding, travel companion) or words its
 * own way (the date of birth). Checked the same way in the browser and by its route.
 */
export const acceptanceFieldsSchema = object({
  ...sharedAgentFields,
  companyTradingName: requiredText('Please enter trading name.'),
  companyWebsite: optionalText(),
  agentPhoneCountry: sharedAgentFields.companyPhoneCountry,
  agentPhone: requiredText('Please enter phone number.').matches(/\d/, 'Please enter phone number.'),
  agentDOB: dateOfBirth({
    missing: 'Please select your date of birth',
    invalid: 'Please select your date of birth',
    future: 'Date of birth must be in the past',
  }),
  agentBeddingConfiguration: string()
    .defined()
    .test(
      'bedding',
      'Please choose a bedding configuration.',
      (value) => !value || oneOfList(BEDDING_OPTIONS)(value),
    ),
  agentTravelCompanion: boolean().required(),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict()

/** What the route checks: the fields, `type` (the page's title) and the captcha's token. */
export const acceptanceSchema = acceptanceFieldsSchema.shape({
  type: pageTitle(),
  captchaToken: captchaToken(),
})

export type AcceptanceValues = InferType<typeof acceptanceFieldsSchema>
/** A stored application: the fields and its type, without the spent captcha token. */
export type AcceptanceApplication = AcceptanceValues & { type: string }
