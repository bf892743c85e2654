import { object, type InferType } from 'yup'
import { formPlaceFields } from '@/forms/formPlace'
import { captchaToken, optionalText, sharedAgentFields } from './agentFields'
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

/**
 * What the route checks: the fields, the form's place (its page's id and block's key: the route
 * reads the famil's name and registration window there) and the captcha's token.
 */
export const familSchema = familFieldsSchema.shape({ ...formPlaceFields, captchaToken: captchaToken() })

export type FamilValues = InferType<typeof familFieldsSchema>
/**
 * A stored registration: the fields and the famil's name (the route's, from content), without
 * the form's place or the spent captcha token. The outbox's bodies read this shape.
 */
export type FamilRegistration = FamilValues & { familName: string }
