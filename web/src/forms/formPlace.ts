import { string } from 'yup'

/** What a form says when the page or block it was posted from is gone, or names no such form. */
export const FORM_GONE_MESSAGE = 'This form is no longer available. Please reload the page.'

/** The refused field when the form's place is unknown or takes no posts now: the block's key. */
export const FORM_PLACE_FIELD = 'block'

/**
 * Where a page-builder form was posted from: its page's id and its block's key, never a name
 * or a choice the visitor could type. The route reads that block of that page on the posting
 * site's brand, and takes from content what the block gives the submission (the famil's name,
 * the webinar's type), so a post cannot name a famil or a webinar the site does not offer.
 */
export const formPlaceFields = {
  page: string().required(FORM_GONE_MESSAGE).max(200, FORM_GONE_MESSAGE),
  block: string().required(FORM_GONE_MESSAGE).max(200, FORM_GONE_MESSAGE),
}

/** What a page-builder form posts beside its values (formPlaceFields). */
export type FormPlace = { page: string; block: string }

/**
 * The message a refusal of the form's place carries (an unknown block, a closed famil), for
 * the form to show: its own fields have no control to show it beside.
 */
export const placeRefusal = (fieldErrors: Readonly<Record<string, string>>): string | null =>
  fieldErrors[FORM_PLACE_FIELD] ?? fieldErrors.page ?? null
