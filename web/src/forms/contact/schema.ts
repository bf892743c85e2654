import { object, string, type InferType } from 'yup'
import { CAPTCHA_MESSAGE } from '@/captcha/captchaMessage'
import { multiLineText } from '@/forms/rules/multiLine'
import { singleLineText } from '@/forms/rules/singleLine'

/** The spec's fixed list of titles. */
export const TITLES = ['Mr', 'Ms', 'Dr', 'Mrs', 'Mstr', 'Miss', 'Prof', 'Sir', 'Lady'] as const

/**
 * The contact form (the spec's messages where it gives them), validated the same way in the browser
 * and by the API route (docs/upstream.md).
 * Strict: no casting, so wrong types are errors, and fields the form does not have are refused.
 */
export const contactFieldsSchema = object({
  // A test rather than oneOf: the field starts empty (no title chosen), so its type stays string.
  title: string()
    .required('Please select your title')
    .test('title', 'Please select your title', (title) => TITLES.some((known) => known === title)),
  firstName: singleLineText().required('Required Field').max(100, 'Please keep this under 100 characters.'),
  lastName: singleLineText().required('Required Field').max(100, 'Please keep this under 100 characters.'),
  phoneCountry: string()
    .required('Required Field')
    .matches(/^[A-Z]{2}$/, 'Please choose a country.'),
  phoneNumber: singleLineText()
    .required('Required Field')
    .max(30, 'Please keep this under 30 characters.')
    .matches(/\d/, 'Required Field'),
  email: singleLineText()
    .required('Email is not valid.')
    .email('Email is not valid.')
    .max(254, 'Email is not valid.'),
  message: multiLineText().max(5000, 'Please keep your message under 5,000 characters.'),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict()

/** What the route checks: the fields, and the captcha's token the form sends beside them. */
export const contactSchema = contactFieldsSchema.shape({ captchaToken: string().required(CAPTCHA_MESSAGE) })

export type ContactValues = InferType<typeof contactFieldsSchema>
