import type { NextApiRequest, NextApiResponse } from 'next'
import type { Site } from '@travel/config'
import { ValidationError } from 'yup'
import { idempotencyKeyOf, isCrossSite, isJsonBody } from '@/server/http/browserRequest'
import { clientIp, rateLimitKey } from '@/server/http/clientIp'
import { shapeProblem } from '@/server/http/jsonShape'
import { createRateLimiter, siteLimitPerMinute } from './rateLimit'
import { readRawBody } from '@/server/http/readRawBody'
import { refuse, validationErrors } from '@/server/http/refusal'
import { servedSiteOf } from '@/server/http/siteOfRequest'
import { CAPTCHA_FIELD } from '@/machines/formSubmission.machine'
import { HONEYPOT_FIELD } from '@/captcha/invisibleBrake'
import { SubmissionRejected, type Accept, type AcceptedSubmission } from './acceptance'
import { submissionsDb } from './database'
import { withoutHoneypot } from './honeypot'
import { takeAttribution } from './attribution'
import { ATTRIBUTION_FIELD } from '@/forms/attribution/schema'
import { kickOutbox } from './outboxSignal'
import { idempotencyFingerprint, IdempotencyKeyReused, storeSubmission, submissionIdForKey } from './store'

export const MAX_SUBMISSION_BYTES = 100 * 1024

export type FormRouteOptions = {
  formKind: string
  accept: Accept
  /** Whether the form exists on the site (else 404); every site has it when not given. */
  servedOn?: (site: Site) => Promise<boolean>
  /** The 404's message. */
  notServedMessage?: string
}

const INVALID_FIELDS = 'Please correct the highlighted fields.'
const NOT_SAVED = 'Your submission could not be saved. Please try again in a few minutes.'
const TOO_MANY = 'Too many submissions. Please try again in a minute.'
const KEY_REUSED = 'This Idempotency-Key was already used for another submission.'

/** The flooded forms already logged, by site and form, with when: one line a minute each. */
const floodLogged = new Map<string, number>()

function logFlood(key: string, formKind: string, siteId: string) {
  const now = Date.now()
  if (now - (floodLogged.get(key) ?? 0) < 60_000) return
  floodLogged.set(key, now)
  console.warn(
    `${formKind} on ${siteId} is past FORM_SITE_RATE_LIMIT_PER_MINUTE (${siteLimitPerMinute()}) this minute: ` +
      'forms without a visible captcha now ask for RECAPTCHA_FLOOD_MIN_SCORE',
  )
}

/**
 * A form's API route: check the body, store the submission and its deliveries in one
 * transaction, and only then answer 201. The outbox delivers afterwards. Bad input is a 4xx
 * with field messages; nothing is stored for it. A post that repeats a stored Idempotency-Key
 * with the same body gets the first answer and stores nothing; with another body, 422.
 *
 * Brakes, in order: each client's own limit (429); the honeypot every form carries (400); then
 * the site-wide count, which never refuses anyone: past it the form is flooded, and a form
 * without a visible captcha asks its invisible one for a higher score. A few addresses cannot
 * lock real visitors out. The contract, status by status: docs/upstream.md.
 */
export function submissionRoute(options: FormRouteOptions) {
  const limit = createRateLimiter(submissionsDb)
  const siteCount = createRateLimiter(submissionsDb, siteLimitPerMinute)
  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    // The site comes from the host alone: no header a client can send names it.
    const site = servedSiteOf(req, res)
    if (!site) return
    if (options.servedOn) {
      const served = await options.servedOn(site).catch((error: unknown) => {
        console.error(`Could not tell whether ${site.id} has the ${options.formKind} form`, error)
        return null
      })
      if (served === null) return refuse(res, 503, NOT_SAVED)
      if (!served) return refuse(res, 404, options.notServedMessage ?? 'Not Found')
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return refuse(res, 405, 'Method Not Allowed')
    }
    if (!isJsonBody(req)) return refuse(res, 415, 'The submission must be sent as application/json.')
    if (isCrossSite(req)) return refuse(res, 403, 'Submissions are accepted from this site only.')
    const idempotencyKey = idempotencyKeyOf(req)
    if (idempotencyKey === null) return refuse(res, 400, 'The Idempotency-Key header is not valid.')
    const sent = await readJsonBody(req, res)
    if (sent === undefined) return
    const { body, attribution } = takeAttribution(sent)
    const ip = clientIp(req)
    const scope = { site: site.id, formKind: options.formKind }
    // What travels beside the values (a captcha token is new on each try) is not the submission.
    const idempotencyFingerprintOfBody = idempotencyFingerprint(body, [
      CAPTCHA_FIELD,
      HONEYPOT_FIELD,
      ATTRIBUTION_FIELD,
    ])
    const keyed = idempotencyKey
      ? { idempotencyKey, idempotencyFingerprint: idempotencyFingerprintOfBody }
      : {}
    let flood: boolean
    try {
      const first =
        keyed.idempotencyKey && (await submissionIdForKey(await submissionsDb(), { ...scope, ...keyed }))
      if (first) return res.status(201).json({ id: first })
      const retryAfter = await limit(`${options.formKind}:${rateLimitKey(ip)}`)
      if (retryAfter !== undefined) {
        res.setHeader('Retry-After', String(retryAfter))
        return refuse(res, 429, TOO_MANY)
      }
      const siteKey = `site:${site.id}:${options.formKind}`
      flood = (await siteCount(siteKey)) !== undefined
      if (flood) logFlood(siteKey, options.formKind, site.id)
    } catch (error) {
      if (error instanceof IdempotencyKeyReused) return refuse(res, 422, KEY_REUSED)
      console.error(`Could not look up a ${options.formKind} submission`, error)
      return refuse(res, 503, NOT_SAVED)
    }
    let accepted: AcceptedSubmission
    try {
      accepted = await options.accept(withoutHoneypot(body), { site, ip, flood })
    } catch (error) {
      if (error instanceof ValidationError) return refuse(res, 400, INVALID_FIELDS, validationErrors(error))
      if (error instanceof SubmissionRejected) return refuse(res, 400, error.message, error.errors)
      console.error(`Could not check a ${options.formKind} submission`, error)
      return refuse(res, 503, NOT_SAVED)
    }
    try {
      const id = await storeSubmission(await submissionsDb(), {
        ...scope,
        ...keyed,
        payload: accepted.payload,
        targets: accepted.targets,
        attribution,
        ...(accepted.form ? { form: accepted.form } : {}),
      })
      res.status(201).json({ id })
    } catch (error) {
      if (error instanceof IdempotencyKeyReused) return refuse(res, 422, KEY_REUSED)
      console.error(`Could not store a ${options.formKind} submission`, error)
      return refuse(res, 503, NOT_SAVED)
    }
    kickOutbox()
  }
}

/** The body as JSON within the size and shape limits; undefined once it has been refused. */
async function readJsonBody(req: NextApiRequest, res: NextApiResponse): Promise<unknown> {
  const raw = await readRawBody(req, MAX_SUBMISSION_BYTES)
  if (raw === null) return refuse(res, 413, 'The submission is too large.')
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return refuse(res, 400, 'The submission is not valid JSON.')
  }
  const problem = shapeProblem(body)
  return problem ? refuse(res, 400, problem) : body
}
