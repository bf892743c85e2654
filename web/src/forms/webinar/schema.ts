import { object, string, type InferType } from 'yup'
import { singleLineText } from '@/forms/rules/singleLine'

/** What the webinar form says when it is sent without a solved captcha (spec 02 §5, §8). */
export const WEBINAR_CAPTCHA_MESSAGE = 'Please verify you are not a robot'

/**
 * The webinar registration's fields with spec 02 §5's messages, checked the same way in the
 * browser and by its route. `other` is the visitor's industry-association ID: six digits.
 */
export const webinarFieldsSchema = object({
  firstName: singleLineText()
    .required('Please enter first name.')
    .max(100, 'Please keep this under 100 characters.'),
  surname: singleLineText()
    .required('Please enter surname.')
    .max(100, 'Please keep this under 100 characters.'),
  email: singleLineText()
    .required('Please enter email.')
    .email('Email is not valid!')
    .max(254, 'Email is not valid!'),
  organisation: singleLineText()
    .required('Please enter organisation.')
    .max(200, 'Please keep this under 200 characters.'),
  jobTitle: singleLineText()
    .required('Please enter job title.')
    .max(100, 'Please keep this under 100 characters.'),
  state: singleLineText().required('Please enter state.').max(100, 'Please keep this under 100 characters.'),
  other: string()
    .required('Please enter.')
    .matches(/^\d{6}$/, {
      message: 'Please enter your 6-digit industry association ID.',
      excludeEmptyString: true,
    }),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict()

/** What the route checks: the fields, the registration's type (the block's title) and the captcha's token. */
export const webinarSchema = webinarFieldsSchema.shape({
  type: singleLineText().required('Please enter.').max(200, 'Please keep this under 200 characters.'),
  captchaToken: string().required(WEBINAR_CAPTCHA_MESSAGE),
})

export type WebinarValues = InferType<typeof webinarFieldsSchema>
/** A stored registration: the fields and its type, without the spent captcha token. */
export type WebinarRegistration = WebinarValues & { type: string }
