import { getSite, type Site } from '@travel/config'
import { careerBody } from './careerBody'
import { cmsStoreFormBody, type StoredFormSubmission } from './cmsStoreBody'
import { contactUsBody, type StoredContact } from './contactUsBody'
import { tailorMadeBody } from './tailorMadeBody'
import { webinarBody } from './webinarBody'
import { virtuosoBody } from './virtuosoBody'
import { enquiryBody } from './enquiryBody'
import { acceptanceCmsBody, familCmsBody, familPortalBody } from './agentBodies'
import type { AcceptanceApplication } from '@/forms/agent/acceptanceSchema'
import type { FamilRegistration } from '@/forms/agent/familSchema'
import type { WebinarRegistration } from '@/forms/webinar/schema'
import type { VirtuosoRegistration } from '@/forms/virtuoso/schema'
import type { StoredEnquiry } from '@/forms/enquiry/schema'
import type { CareerApplication } from '@/forms/career/schema'
import type { TailorMadeAnswers } from '@/forms/tailorMade/model/schema'
import { cmsStoreClient } from '@/server/upstream/cmsStore'
import { passengerPortalClient } from '@/server/upstream/passengerPortal'
import { reservationClient } from '@/server/upstream/reservation'
import type { Deliver } from '@/server/submissions/outbox'
import type { FormMails } from '@/server/mail/formMails'
import { sendStoredMail } from '@/server/mail/smtp'
import type { StoredMail } from '@/server/mail/storedMail'
import { failureAlertMail, type FailureAlert } from '@/server/mail/failureAlerts'

type Sending = { site: Site; idempotencyKey: string }

/** A stored mail, sent under the delivery's id (its Message-ID); a payload without it is a bug. */
function mailOrFail(mail: StoredMail | undefined, name: string): StoredMail {
  if (!mail) throw new Error(`The submission stores no ${name} mail`)
  return mail
}

/**
 * One upstream call made from a stored payload of one type. A method, not a function type: the
 * outbox hands every target the payload it stored for it (see `deliver`).
 */
type Target<Payload> = { send(payload: Payload, sending: Sending): Promise<unknown> }

function target<Payload>(send: (payload: Payload, sending: Sending) => Promise<unknown>): Target<Payload> {
  return { send }
}

/**
 * Every upstream a submission can be delivered to, by the name its delivery row keeps, with the
 * type of payload it delivers. The body is built from the stored values at delivery time; keys
 * come from the environment then.
 */
export const deliveryTargets = {
  'passenger-portal.contact-us': target<StoredContact>((payload, { site, idempotencyKey }) =>
    passengerPortalClient(site).contactUs(contactUsBody(payload, site), { idempotencyKey }),
  ),
  'cms-store.form-submission': target<StoredFormSubmission>((payload, { site, idempotencyKey }) =>
    cmsStoreClient(site).store(cmsStoreFormBody(payload), { idempotencyKey }),
  ),
  'cms-store.webinar': target<WebinarRegistration>((payload, { site, idempotencyKey }) =>
    cmsStoreClient(site).store(webinarBody(payload), { idempotencyKey }),
  ),
  'cms-store.virtuoso': target<VirtuosoRegistration>((payload, { site, idempotencyKey }) =>
    cmsStoreClient(site).store(virtuosoBody(payload), { idempotencyKey }),
  ),
  'cms-store.career': target<CareerApplication>((payload, { site, idempotencyKey }) =>
    cmsStoreClient(site).store(careerBody(payload), { idempotencyKey }),
  ),
  'cms-store.agent-acceptance': target<AcceptanceApplication>((payload, { site, idempotencyKey }) =>
    cmsStoreClient(site).store(acceptanceCmsBody(payload), { idempotencyKey }),
  ),
  // One famil registration, two deliveries (docs/upstream.md): the portal's and the back office's copy.
  'passenger-portal.famil': target<FamilRegistration>((payload, { site, idempotencyKey }) =>
    passengerPortalClient(site).famil(familPortalBody(payload), { idempotencyKey }),
  ),
  'cms-store.famil': target<FamilRegistration>((payload, { site, idempotencyKey }) =>
    cmsStoreClient(site).store(familCmsBody(payload), { idempotencyKey }),
  ),
  // The answer's body is not used: a 2xx means received (docs/upstream.md).
  'reservation.tailor-made': target<TailorMadeAnswers>((payload, { site, idempotencyKey }) =>
    reservationClient(site).tailorMade(tailorMadeBody(payload, site), { idempotencyKey }),
  ),
  // Both enquiry tabs (the stored enquiry says which); the answer's body is not used.
  'reservation.enquiry': target<StoredEnquiry>((payload, { site, idempotencyKey }) =>
    reservationClient(site).enquiry(enquiryBody(payload, site), { idempotencyKey }),
  ),
  // Emails are deliveries too: rendered and stored when the form was sent (docs/upstream.md).
  'email.form-notification': target<{ mails?: FormMails }>((payload, { idempotencyKey }) =>
    sendStoredMail(mailOrFail(payload.mails?.notification, 'notification'), idempotencyKey),
  ),
  'email.form-confirmation': target<{ mails?: FormMails }>((payload, { idempotencyKey }) =>
    sendStoredMail(mailOrFail(payload.mails?.confirmation, 'confirmation'), idempotencyKey),
  ),
  'email.failure-alert': target<FailureAlert>((payload, { idempotencyKey }) =>
    sendStoredMail(failureAlertMail(payload), idempotencyKey),
  ),
}

export type DeliveryTarget = keyof typeof deliveryTargets

type PayloadOf<Name extends DeliveryTarget> =
  (typeof deliveryTargets)[Name] extends Target<infer Payload> ? Payload : never

/**
 * The targets that deliver a payload of this type: a form's accept names its targets with it, so
 * tsc refuses a target that would be handed a payload of another shape.
 */
export type TargetFor<Payload> = {
  [Name in DeliveryTarget]: [Payload] extends [PayloadOf<Name>] ? Name : never
}[DeliveryTarget]

function isDeliveryTarget(name: string): name is DeliveryTarget {
  return Object.hasOwn(deliveryTargets, name)
}

export const deliver: Deliver = async (attempt) => {
  const site = getSite(attempt.site)
  if (!site) throw new Error(`Unknown site ${attempt.site}`)
  if (!isDeliveryTarget(attempt.target)) throw new Error(`Unknown delivery target ${attempt.target}`)
  // The payload was stored by an accept that named this target through TargetFor, so it has the
  // target's type; the database's JSON column is the one place that cannot say so.
  const target: Target<unknown> = deliveryTargets[attempt.target]
  await target.send(attempt.payload, { site, idempotencyKey: attempt.deliveryId })
}
