import { object, string, type InferType } from 'yup'
import { singleLineText } from '@/forms/rules/singleLine'
import { STORED_UPLOAD_NAME } from '@/forms/rules/storedUploadName'

/** The career form's texts (spec 01 §5, §8), word for word, the spec's grammar included. */
export const CAREER_CAPTCHA_MESSAGE = 'Please complete the reCAPTCHA.'
export const CV_UPLOADING_MESSAGE = 'Please waiting upload your CV.'
export const CV_MISSING_MESSAGE = 'Please upload your CV.'
export const CAREER_INVALID_TITLE = 'Something went wrong.'
export const CAREER_SENT = { title: 'Success', description: 'We will contact you soon' } as const
export const CV_UPLOADED = { title: 'Success', description: 'Upload your CV done!' } as const
export const CV_UPLOAD_FAILED = 'Upload failed'

/** Our words where the spec gives none: the CMS store keys records by email, so it is needed. */
export const FIRST_NAME_MESSAGE = 'Please enter your first name.'
export const LAST_NAME_MESSAGE = 'Please enter your last name.'
export const EMAIL_MESSAGE = 'Please enter a valid email address.'
const TOO_LONG = 'Please keep this under 200 characters.'

/**
 * The career application, checked the same way in the browser and by its route. The spec bounds
 * none of the texts; the route still does (a name of 200 characters is no one's), and needs an
 * email (the back office files the application under it). `document` is the CV's stored name,
 * as the upload route answered it; the route checks it is an upload of this site that exists,
 * and stores (and delivers) in its place the CV's URL on the site's production origin.
 */
export const careerFieldsSchema = object({
  firstName: singleLineText().required(FIRST_NAME_MESSAGE).max(200, TOO_LONG),
  lastName: singleLineText().required(LAST_NAME_MESSAGE).max(200, TOO_LONG),
  email: singleLineText().required(EMAIL_MESSAGE).email(EMAIL_MESSAGE).max(254, EMAIL_MESSAGE),
  document: string().required(CV_MISSING_MESSAGE).matches(STORED_UPLOAD_NAME, CV_MISSING_MESSAGE),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict()

/** What the route checks: the fields and the captcha's token, sent beside them. */
export const careerSchema = careerFieldsSchema.shape({
  captchaToken: string().required(CAREER_CAPTCHA_MESSAGE),
})

/** A stored application: the fields (`document` then the CV's URL), without the captcha token. */
export type CareerApplication = InferType<typeof careerFieldsSchema>
