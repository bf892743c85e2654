/*
 * The invisible brake every form has: a honeypot, and on a form that shows no captcha (the
 * tailor-made wizard, the enquiry tabs and the product enquiry, a CMS form without one) a reCAPTCHA v3 token, both sent
 * beside the form's values, checked by its route and never stored.
 */

/** The honeypot's name, in the page and in the body: no person sees the field, a spam script fills it. */
export const HONEYPOT_FIELD = 'website'

/**
 * The action each form's v3 token is made for: Google reports it, and the route checks it, so a
 * token made on one form does not pass on another.
 */
export const INVISIBLE_CAPTCHA_ACTIONS = {
  tailorMade: 'tailor_made',
  enquiryFlight: 'enquiry_flight',
  enquiryAccommodation: 'enquiry_accommodation',
  enquiryProduct: 'enquiry_product',
  cmsForm: 'cms_form',
} as const

export const TAILOR_MADE_CAPTCHA_ACTION = INVISIBLE_CAPTCHA_ACTIONS.tailorMade

/** A filled honeypot: from a script, or, rarely, a browser's autofill; a person can send again. */
export const HONEYPOT_MESSAGE = 'We could not accept this request. Please reload the page and send it again.'

/** A token Google scored too low, or none (Google could not be reached from the browser). */
export const INVISIBLE_CAPTCHA_MESSAGE =
  'We could not confirm that this request comes from a person. Please try again in a moment.'
