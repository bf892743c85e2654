import { getSite, type Site } from '@travel/config'
import { object, ValidationError, type ValidateOptions } from 'yup'
import { careerBody } from './careerBody'
import {
  storedAcceptanceSchema,
  storedCareerSchema,
  storedContactSchema,
  storedEnquirySchema,
  storedFamilSchema,
  storedTailorMadeSchema,
  storedVirtuosoSchema,
  storedWebinarSchema,
} from './storedPayloads'
import { cmsStoreFormBody, storedFormSubmissionSchema, type StoredFormSubmission } from './cmsStoreBody'
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
import type { JudgedAtContext } from '@/forms/rules/judgedAt'
import { cmsStoreClient } from '@/server/upstream/cmsStore'
import { passengerPortalClient } from '@/server/upstream/passengerPortal'
import { reservationClient } from '@/server/upstream/reservation'
import { UndeliverablePayload, type Deliver, type DeliveryAttempt } from '@/server/submissions/outbox'
import { formMailsSchema, type FormMails } from '@/server/mail/formMails'
import { sendStoredMail } from '@/server/mail/smtp'
import { storedMailSchema, type StoredMail } from '@/server/mail/storedMail'
import { failureAlertMail, failureAlertSchema, type FailureAlert } from '@/server/mail/failureAlerts'
import { operationsAlertSchema } from '@/server/mail/operationsAlert'

type Sending = { site: Site; idempotencyKey: string }

/** A stored mail, sent under the delivery's id (its Message-ID); a payload without it is a bug. */
function mailOrFail(mail: StoredMail | undefined, name: string): StoredMail {
  if (!mail) throw new Error(`The submission stores no ${name} mail`)
  return mail
}

/**
 * One upstream call made from a stored payload of one type, and the schema that payload must
 * fit when it is sent: the form's current one, for what its accept stores (storedPayloads.ts). Methods, not function
 * types: the outbox hands every target the payload it stored for it (see `deliver`).
 */
type Target<Payload> = {
  fits(payload: unknown, context: JudgedAtContext): Promise<unknown>
  send(payload: Payload, sending: Sending): Promise<unknown>
}

/** A yup schema (an object's, or a lazy one choosing it) whose valid values are the payload's type. */
type PayloadSchema<Payload> = {
  validate(value: unknown, options: ValidateOptions<JudgedAtContext>): Promise<Payload>
}

function target<Payload>(
  schema: PayloadSchema<Payload>,
  send: (payload: Payload, sending: Sending) => Promise<unknown>,
): Target<Payload> {
  return {
    fits: (payload, context) => schema.validate(payload, { abortEarly: false, strict: true, context }),
    send,
  }
}

/**
 * What an email delivery reads of a CMS form's stored submission: its rendered mails, with the
 * one it sends (the rest of the payload is the CMS store's delivery's to check).
 */
const storedMails = (mail: 'notification' | 'confirmation') =>
  object({ mails: formMailsSchema.shape({ [mail]: storedMailSchema.required() }).required() })

/**
 * Every upstream a submission can be delivered to, by the name its delivery row keeps, with the
 * type of payload it delivers. The body is built from the stored values at delivery time; keys
 * come from the environment then.
 */
export const deliveryTargets = {
  'passenger-portal.contact-us': target<StoredContact>(
    storedContactSchema,
    (payload, { site, idempotencyKey }) =>
      passengerPortalClient(site).contactUs(contactUsBody(payload, site), { idempotencyKey }),
  ),
  'cms-store.form-submission': target<StoredFormSubmission>(
    storedFormSubmissionSchema,
    (payload, { site, idempotencyKey }) =>
      cmsStoreClient(site).store(cmsStoreFormBody(payload), { idempotencyKey }),
  ),
  'cms-store.webinar': target<WebinarRegistration>(storedWebinarSchema, (payload, { site, idempotencyKey }) =>
    cmsStoreClient(site).store(webinarBody(payload), { idempotencyKey }),
  ),
  'cms-store.virtuoso': target<VirtuosoRegistration>(
    storedVirtuosoSchema,
    (payload, { site, idempotencyKey }) =>
      cmsStoreClient(site).store(virtuosoBody(payload), { idempotencyKey }),
  ),
  'cms-store.career': target<CareerApplication>(storedCareerSchema, (payload, { site, idempotencyKey }) =>
    cmsStoreClient(site).store(careerBody(payload), { idempotencyKey }),
  ),
  'cms-store.agent-acceptance': target<AcceptanceApplication>(
    storedAcceptanceSchema,
    (payload, { site, idempotencyKey }) =>
      cmsStoreClient(site).store(acceptanceCmsBody(payload), { idempotencyKey }),
  ),
  // One famil registration, two deliveries (docs/upstream.md): the portal's and the back office's copy.
  'passenger-portal.famil': target<FamilRegistration>(
    storedFamilSchema,
    (payload, { site, idempotencyKey }) =>
      passengerPortalClient(site).famil(familPortalBody(payload), { idempotencyKey }),
  ),
  'cms-store.famil': target<FamilRegistration>(storedFamilSchema, (payload, { site, idempotencyKey }) =>
    cmsStoreClient(site).store(familCmsBody(payload), { idempotencyKey }),
  ),
  // The answer's body is not used: a 2xx means received (docs/upstream.md).
  'reservation.tailor-made': target<TailorMadeAnswers>(
    storedTailorMadeSchema,
    (payload, { site, idempotencyKey }) =>
      reservationClient(site).tailorMade(tailorMadeBody(payload, site), { idempotencyKey }),
  ),
  // The enquiry tabs and the product enquiry (the stored enquiry says which); the answer's body is not used.
  'reservation.enquiry': target<StoredEnquiry>(storedEnquirySchema, (payload, { site, idempotencyKey }) =>
    reservationClient(site).enquiry(enquiryBody(payload, site), { idempotencyKey }),
  ),
  // Emails are deliveries too: rendered and stored when the form was sent (docs/upstream.md).
  'email.form-notification': target<{ mails?: FormMails }>(
    storedMails('notification'),
    (payload, { idempotencyKey }) =>
      sendStoredMail(mailOrFail(payload.mails?.notification, 'notification'), idempotencyKey),
  ),
  'email.form-confirmation': target<{ mails?: FormMails }>(
    storedMails('confirmation'),
    (payload, { idempotencyKey }) =>
      sendStoredMail(mailOrFail(payload.mails?.confirmation, 'confirmation'), idempotencyKey),
  ),
  'email.failure-alert': target<FailureAlert>(failureAlertSchema, (payload, { idempotencyKey }) =>
    sendStoredMail(failureAlertMail(payload), idempotencyKey),
  ),
  'email.operations-alert': target<StoredMail>(operationsAlertSchema, (payload, { idempotencyKey }) =>
    sendStoredMail(payload, idempotencyKey),
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

/** The problems of a payload that does not fit, each with its field: at most ten. */
function problemsOf(error: ValidationError): string {
  const errors = error.inner.length ? error.inner : [error]
  const problems = errors.map(({ path, message }) =>
    path && !message.includes(path) ? `${path}: ${message}` : message,
  )
  const shown = problems.slice(0, 10).join('; ')
  return problems.length > 10 ? `${shown}; and ${problems.length - 10} more` : shown
}

/**
 * Throws UndeliverablePayload when the stored payload no longer fits its target's schema (a
 * form's field renamed while the row waited, say): nothing half-empty is sent. Rules relative to
 * today judge the values as of when they were sent.
 */
async function checkFits(target: Target<unknown>, attempt: DeliveryAttempt): Promise<void> {
  try {
    await target.fits(attempt.payload, { sentAt: new Date(attempt.receivedAt) })
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    throw new UndeliverablePayload(`The stored submission no longer fits the form: ${problemsOf(error)}`)
  }
}

export const deliver: Deliver = async (attempt) => {
  const site = getSite(attempt.site)
  if (!site) throw new Error(`Unknown site ${attempt.site}`)
  if (!isDeliveryTarget(attempt.target)) throw new Error(`Unknown delivery target ${attempt.target}`)
  // The payload was stored by an accept that named this target through TargetFor, so it had the
  // target's type then; the form may have changed since, so it is checked again before it is sent.
  const target: Target<unknown> = deliveryTargets[attempt.target]
  await checkFits(target, attempt)
  await target.send(attempt.payload, { site, idempotencyKey: attempt.deliveryId })
}
