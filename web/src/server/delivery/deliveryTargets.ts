import { getSite, type Site } from '@travel/config'
import { cmsStoreFormBody, type StoredFormSubmission } from './cmsStoreBody'
import { contactUsBody, type StoredContact } from './contactUsBody'
import { tailorMadeBody } from './tailorMadeBody'
import { webinarBody } from './webinarBody'
import type { WebinarRegistration } from '@/forms/webinar/schema'
import type { TailorMadeAnswers } from '@/forms/tailorMade/model/schema'
import { cmsStoreClient } from '@/server/upstream/cmsStore'
import { passengerPortalClient } from '@/server/upstream/passengerPortal'
import { reservationClient } from '@/server/upstream/reservation'
import type { Deliver, DeliveryAttempt } from '@/server/submissions/outbox'

type Target = (attempt: DeliveryAttempt, site: Site) => Promise<void>

/**
 * Every upstream a submission can be delivered to, by the name its delivery row keeps. The body
 * is built from the stored values at delivery time; keys come from the environment then.
 */
export const deliveryTargets = {
  'passenger-portal.contact-us': ({ payload, deliveryId }, site) =>
    passengerPortalClient(site).contactUs(contactUsBody(payload as StoredContact, site), {
      idempotencyKey: deliveryId,
    }),
  'cms-store.form-submission': ({ payload, deliveryId }, site) =>
    cmsStoreClient(site).store(cmsStoreFormBody(payload as StoredFormSubmission), {
      idempotencyKey: deliveryId,
    }),
  'cms-store.webinar': ({ payload, deliveryId }, site) =>
    cmsStoreClient(site).store(webinarBody(payload as WebinarRegistration), { idempotencyKey: deliveryId }),
  // The answer's body is not used: a 2xx means received (docs/upstream.md).
  'reservation.tailor-made': async ({ payload, deliveryId }, site) => {
    await reservationClient(site).tailorMade(tailorMadeBody(payload as TailorMadeAnswers, site), {
      idempotencyKey: deliveryId,
    })
  },
} satisfies Record<string, Target>

export type DeliveryTarget = keyof typeof deliveryTargets

export const deliver: Deliver = async (attempt) => {
  const site = getSite(attempt.site)
  if (!site) throw new Error(`Unknown site ${attempt.site}`)
  const target = (deliveryTargets as Record<string, Target>)[attempt.target]
  if (!target) throw new Error(`Unknown delivery target ${attempt.target}`)
  await target(attempt, site)
}
