import { string } from 'yup'
import { INVISIBLE_CAPTCHA_MESSAGE, TAILOR_MADE_CAPTCHA_ACTION } from '@/captcha/invisibleBrake'
import { RICH_TEXT_MAX, tailorMadeSchema, type TailorMadeAnswers } from '@/forms/tailorMade/model/schema'
import type { SubmissionError } from '@/forms/refusal'
import { accepted } from '@/server/forms/accepted'
import { requireInvisibleCaptcha } from '@/server/forms/requireCaptcha'
import { SubmissionRejected, validateSubmission, type Accept } from '@/server/submissions/acceptance'
import { safeRichText } from './richText'

/**
 * The route's body: the answers, and beside them the invisible captcha's token (checked, never
 * stored; the route took the honeypot off). Optional, so a body without it is refused only by
 * the check.
 */
const tailorMadeBodySchema = tailorMadeSchema().shape({ captchaToken: string() })

export const RICH_TEXT_TOO_LONG = `Please shorten this text: with its formatting it is over ${RICH_TEXT_MAX.toLocaleString('en')} characters.`

/** The answers with their rich text (the desired tour, each already-bought detail) sanitised. */
function withSafeRichText(answers: TailorMadeAnswers): TailorMadeAnswers {
  return {
    ...answers,
    desiredTour: safeRichText(answers.desiredTour),
    detailAlreadyBought: answers.detailAlreadyBought.map((detail) => ({
      ...detail,
      content: safeRichText(detail.content),
    })),
  }
}

/** Sanitising escapes text (`&` becomes `&amp;`): a text within the limit may leave it. */
function richTextTooLong(answers: TailorMadeAnswers): SubmissionError[] {
  const texts: [field: string, html: string][] = [
    ['desiredTour', answers.desiredTour],
    ...answers.detailAlreadyBought.map(({ content }, index): [string, string] => [
      `detailAlreadyBought[${index}].content`,
      content,
    ]),
  ]
  return texts
    .filter(([, html]) => html.length > RICH_TEXT_MAX)
    .map(([field]) => ({ field, message: RICH_TEXT_TOO_LONG }))
}

/**
 * POST /api/tailorMade: the wizard's answers, checked with the schema the wizard used, stored
 * with safe rich text and delivered to the reservation API's tailor-made call. No visible
 * captcha (the spec shows none): the route refused a filled honeypot, and the invisible
 * captcha's token is checked last, so that it is spent only on an otherwise valid request.
 */
export const acceptTailorMade: Accept = async (body, request) => {
  const { captchaToken, ...answers } = await validateSubmission(tailorMadeBodySchema, body)
  const payload = withSafeRichText(answers)
  const tooLong = richTextTooLong(payload)
  if (tooLong.length) throw new SubmissionRejected(tooLong)
  await requireInvisibleCaptcha(
    captchaToken,
    { ...request, action: TAILOR_MADE_CAPTCHA_ACTION },
    INVISIBLE_CAPTCHA_MESSAGE,
  )
  return accepted(payload, ['reservation.tailor-made'])
}
