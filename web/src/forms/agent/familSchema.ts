import { object, type InferType } from 'yup'
import { captchaToken, optionalText, pageTitle, sharedAgentFields } from './agentFields'
import { dateOfBirth } from './dateOfBirth'

/**
 * The famil registration (spec 01 §3, §5): the shared agent fields, the trading name and
 * website optional, the famil's own date-of-birth messages, and no agent phone or bedding.
 */
export const familFieldsSchema = object({
  ...sharedAgentFields,
  companyTradingName: optionalText(),
  companyWebsite: optionalText(),
  agentDOB: dateOfBirth({
    missing: 'Please enter date of birth.',
    invalid: 'Please enter a valid date of birth.',
    future: 'Please enter a valid date of birth.',
  }),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict()

/** What the route checks: the fields, `familName` (the page's title) and the captcha's token. */
export const familSchema = familFieldsSchema.shape({ familName: pageTitle(), captchaToken: captchaToken() })

export type FamilValues = InferType<typeof familFieldsSchema>
/** A stored registration: the fields and the famil's name, without the spent captcha token. */
export type FamilRegistration = FamilValues & { familName: string }
