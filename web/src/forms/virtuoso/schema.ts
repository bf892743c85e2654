import { array, boolean, object, string, type InferType } from 'yup'
import { formPlaceFields } from '@/forms/formPlace'
import { singleLineText } from '@/forms/rules/singleLine'

/** Spec 02 §5's messages of the virtuoso (agent) form, word for word. */
export const VIRTUOSO_MESSAGES = {
  fullName: 'Please enter full name.',
  companyName: 'Please enter Company Name.',
  email: 'Please enter your email.',
  phoneShort: 'Phone number must be at least 7 digits.',
  phoneLong: 'Phone number must not exceed 16 digits.',
  preferredFollowUp: 'You have to select at least one item.',
  receiveExclusiveOffers: 'You need to select yes or no',
  termsAndConditions: 'Please accept the terms and conditions.',
  location: 'Please select a location.',
  captcha: 'Please verify you are not a robot',
} as const

/** Spec 02 §8 has no text for an email that is filled but not one: its shared 'Email is not valid!'. */
export const INVALID_EMAIL = 'Email is not valid!'

const LONG = 'Please keep this under 200 characters.'
const optionalText = () => singleLineText().max(200, LONG).defined()

/** The follow-up ways (spec 02 §9), each a flag of the one-item list the form sends (spec 02 §3). */
export const FOLLOW_UPS = [
  { flag: 'email', label: 'Email' },
  { flag: 'zoomcall', label: 'Zoom Call' },
  { flag: 'inPerson', label: 'In-Person' },
] as const

const followUpFlags = object({
  email: boolean().required(),
  zoomcall: boolean().required(),
  inPerson: boolean().required(),
})
  .noUnknown('Unknown field: ${unknown}')
  .required()

/**
 * `location`: with the block's event locations, one of them is required; without, the form has
 * no location to choose and sends ''. The route checks it again against the block the post names
 * (web/src/server/forms/virtuoso/registration.ts).
 */
function location(locations: readonly string[]) {
  if (!locations.length) return optionalText()
  return string()
    .defined()
    .test('listed', VIRTUOSO_MESSAGES.location, (value) => locations.includes(value ?? ''))
}

/**
 * The virtuoso form's fields (spec 02 §3, §5), the values the browser holds and the route
 * checks. `preferredFollowUp` is already the one-item list of flags the spec sends;
 * `receiveExclusiveOffers` is 'yes' or 'no' (a radio pair that starts with neither: '').
 */
export function virtuosoFieldsSchema(locations: readonly string[] = []) {
  return object({
    fullName: singleLineText().required(VIRTUOSO_MESSAGES.fullName).max(200, LONG),
    companyName: singleLineText().required(VIRTUOSO_MESSAGES.companyName).max(200, LONG),
    agencyAffiliation: optionalText(),
    email: singleLineText().required(VIRTUOSO_MESSAGES.email).email(INVALID_EMAIL).max(254, INVALID_EMAIL),
    // Characters, as the spec counts them (a '+', spaces), though its messages say digits.
    phone: singleLineText()
      .defined()
      .min(7, VIRTUOSO_MESSAGES.phoneShort)
      .max(16, VIRTUOSO_MESSAGES.phoneLong),
    mostProduct: optionalText(),
    typeOfClient: optionalText(),
    preferredFollowUp: array(followUpFlags)
      .required()
      .length(1, VIRTUOSO_MESSAGES.preferredFollowUp)
      .test(
        'one-ticked',
        VIRTUOSO_MESSAGES.preferredFollowUp,
        (list) => list?.[0] !== undefined && Object.values(list[0]).some(Boolean),
      ),
    receiveExclusiveOffers: string()
      .defined()
      .test(
        'yes-or-no',
        VIRTUOSO_MESSAGES.receiveExclusiveOffers,
        (value) => value === 'yes' || value === 'no',
      ),
    termsAndConditions: boolean()
      .required(VIRTUOSO_MESSAGES.termsAndConditions)
      .oneOf([true], VIRTUOSO_MESSAGES.termsAndConditions),
    location: location(locations),
  })
    .noUnknown('Unknown field: ${unknown}')
    .strict()
}

/**
 * What the route checks first: the fields (any one-line location), the form's place (its page's
 * id and block's key: the route reads the type, the block's title, and its locations there) and
 * the captcha's token.
 */
export const virtuosoSchema = virtuosoFieldsSchema().shape({
  ...formPlaceFields,
  captchaToken: string().required(VIRTUOSO_MESSAGES.captcha),
})

export type VirtuosoValues = InferType<ReturnType<typeof virtuosoFieldsSchema>>
/** A stored registration: the fields and its type, without the spent captcha token. */
export type VirtuosoRegistration = VirtuosoValues & { type: string }
