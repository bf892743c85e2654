import { formPlaceFields } from '@/forms/formPlace'
import { boolean, object, string, type InferType } from 'yup'
import { captchaToken, optionalText, requiredText, sharedAgentFields } from './agentFields'
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

/**
 * What the route checks: the fields, the form's place (its page's id and block's key: the route
 * reads the application's type, the page's title, there) and the captcha's token.
 */
export const acceptanceSchema = acceptanceFieldsSchema.shape({
  ...formPlaceFields,
  captchaToken: captchaToken(),
})

export type AcceptanceValues = InferType<typeof acceptanceFieldsSchema>
/**
 * A stored application: the fields and its type (the route's, from content), without the form's
 * place or the spent captcha token. The outbox's body reads this shape.
 */
export type AcceptanceApplication = AcceptanceValues & { type: string }
