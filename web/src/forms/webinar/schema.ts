import { object, string, type InferType } from 'yup'
import { formPlaceFields } from '@/forms/formPlace'
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

/**
 * What the route checks: the fields, the form's place (its page's id and block's key: the route
 * reads the registration's type, the block's title, there) and the captcha's token.
 */
export const webinarSchema = webinarFieldsSchema.shape({
  ...formPlaceFields,
  captchaToken: string().required(WEBINAR_CAPTCHA_MESSAGE),
})

export type WebinarValues = InferType<typeof webinarFieldsSchema>
/**
 * A stored registration: the fields and its type (the route's, from content), without the form's
 * place or the spent captcha token. The outbox's body reads this shape.
 */
export type WebinarRegistration = WebinarValues & { type: string }
