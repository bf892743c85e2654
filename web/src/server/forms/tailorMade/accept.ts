import { tailorMadeSchema, type TailorMadeAnswers } from '@/forms/tailorMade/model/schema'
import type { DeliveryTarget } from '@/server/delivery/deliveryTargets'
import { validateSubmission, type Accept } from '@/server/submissions/acceptance'
import { safeRichText } from './richText'

const TARGETS: DeliveryTarget[] = ['reservation.tailor-made']

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

/**
 * POST /api/tailorMade: the wizard's answers, checked with the schema the wizard used, stored
 * with safe rich text and delivered to the reservation API's tailor-made call. No captcha: the
 * spec shows none for the wizard.
 */
export const acceptTailorMade: Accept = async (body) => {
  const answers = await validateSubmission(tailorMadeSchema, body)
  return { payload: withSafeRichText(answers), targets: TARGETS }
}
