import { string } from 'yup'
import { INVISIBLE_CAPTCHA_ACTIONS, INVISIBLE_CAPTCHA_MESSAGE } from '@/captcha/invisibleBrake'
import {
  accommodationEnquirySchema,
  ENQUIRY_MESSAGES,
  flightEnquirySchema,
  productEnquirySchema,
} from '@/forms/enquiry/schema'
import { accepted } from '@/server/forms/accepted'
import { requireInvisibleCaptcha } from '@/server/forms/requireCaptcha'
import { SubmissionRejected, validateSubmission, type Accept } from '@/server/submissions/acceptance'
import { warehouseClient } from '@/server/upstream/warehouse'

/** Each tab's body: its values, and beside them the invisible captcha's token (checked, never stored). */
const flightBody = flightEnquirySchema.shape({ captchaToken: string() })
const accommodationBody = accommodationEnquirySchema.shape({ captchaToken: string() })
const productBody = productEnquirySchema.shape({ captchaToken: string() })

/**
 * The enquiry tabs show no captcha (the spec shows none): each route checks its tab's schema, the
 * one the form checks, then the invisible captcha's token made for the tab (the honeypot was
 * checked by the route), and stores the values with the tab they came from, for the reservation
 * API's enquiry call.
 */
export const acceptFlightEnquiry: Accept = async (body, request) => {
  const { captchaToken, ...values } = await validateSubmission(flightBody, body)
  await requireInvisibleCaptcha(
    captchaToken,
    { ...request, action: INVISIBLE_CAPTCHA_ACTIONS.enquiryFlight },
    INVISIBLE_CAPTCHA_MESSAGE,
  )
  return accepted({ kind: 'flight' as const, ...values }, ['reservation.enquiry'])
}

export const acceptAccommodationEnquiry: Accept = async (body, request) => {
  const { captchaToken, ...values } = await validateSubmission(accommodationBody, body)
  await requireInvisibleCaptcha(
    captchaToken,
    { ...request, action: INVISIBLE_CAPTCHA_ACTIONS.enquiryAccommodation },
    INVISIBLE_CAPTCHA_MESSAGE,
  )
  return accepted({ kind: 'accommodation' as const, ...values }, ['reservation.enquiry'])
}

/**
 * An enquiry about a product: its fields, then the product itself, asked of the warehouse by its
 * type and code (a code it does not have is refused on `code`, before the captcha is spent; no
 * answer is a 503), then the invisible captcha. What is stored names the product as the
 * warehouse does: the browser sends only the code.
 */
export const acceptProductEnquiry: Accept = async (body, request) => {
  const { captchaToken, ...values } = await validateSubmission(productBody, body)
  const product = await warehouseClient(request.site).product(values.productType, values.code)
  if (!product) throw new SubmissionRejected([{ field: 'code', message: ENQUIRY_MESSAGES.tripGone }])
  await requireInvisibleCaptcha(
    captchaToken,
    { ...request, action: INVISIBLE_CAPTCHA_ACTIONS.enquiryProduct },
    INVISIBLE_CAPTCHA_MESSAGE,
  )
  return accepted({ kind: 'product' as const, ...values, productName: product.name }, ['reservation.enquiry'])
}
