import type { NextApiRequest, NextApiResponse } from 'next'
import type { Site } from '@travel/config'
import { ValidationError, type Schema } from 'yup'
import { verifyCaptcha } from '../captcha/verifyCaptcha'
import { clientIp } from '../server/clientIp'
import { createRateLimiter } from '../server/rateLimit'
import { readRawBody } from '../server/readRawBody'
import { siteOfRequest } from '../site/siteOfRequest'
import { submissionsDb } from './database'
import type { DeliveryTarget } from './deliveryTargets'
import { storeSubmission } from './store'
import { kickOutbox } from './worker'

export const MAX_SUBMISSION_BYTES = 100 * 1024

/** One problem with a submission; `field` names the control it belongs to, if any. */
export type SubmissionError = { field?: string; message: string }

/**
 * Every refusal a form route answers, whatever the form: the HTTP status again, a summary, and
 * at least one error (spec 01 §7 call 7 reads `errors[0].message` and `status`).
 */
export type RefusalBody = { status: number; message: string; errors: SubmissionError[] }

/** Bad input a form's own check found: answered 400 with these errors. */
export class SubmissionRejected extends Error {
  override name = 'SubmissionRejected'
  constructor(readonly errors: SubmissionError[]) {
    super(errors[0]?.message ?? 'The submission is not valid.')
  }
}

/** What a form route stores for a valid body, and the upstreams it goes to. */
export type AcceptedSubmission = { payload: unknown; targets: DeliveryTarget[] }

type FormRouteOptions = {
  formKind: string
  /**
   * Checks a parsed body and says what to store. Bad input throws yup's ValidationError or
   * SubmissionRejected; anything else thrown means the check itself could not run (503).
   */
  accept: (body: unknown, request: { site: Site; ip: string }) => Promise<AcceptedSubmission>
}

const INVALID_FIELDS = 'Please correct the highlighted fields.'
const NOT_SAVED = 'Your submission could not be saved. Please try again in a few minutes.'

function refuse(res: NextApiResponse, status: number, message: string, errors: SubmissionError[] = []) {
  const body: RefusalBody = { status, message, errors: errors.length ? errors : [{ message }] }
  res.status(status).json(body)
}

function validationErrors(error: ValidationError): SubmissionError[] {
  return (error.inner.length ? error.inner : [error]).map((each) =>
    each.path ? { field: each.path, message: each.message } : { message: each.message },
  )
}

/** Validates with a form's yup schema, strictly: every problem at once, no casting. */
export async function validateSubmission<Values>(schema: Schema<Values>, body: unknown): Promise<Values> {
  return schema.validate(body, { abortEarly: false, strict: true })
}

/**
 * Accepts a form whose body is checked by one yup schema (the browser's) and carries a captcha
 * token: the token is verified, then dropped from what is stored.
 */
export function acceptWithCaptcha<Values extends { captchaToken: string }>(options: {
  schema: Schema<Values>
  /** The message a refused captcha shows (the form's own text, spec 01 §8). */
  captchaMessage: string
  targets: DeliveryTarget[]
}): FormRouteOptions['accept'] {
  return async (body, { ip }) => {
    const { captchaToken, ...payload } = await validateSubmission(options.schema, body)
    if (!(await verifyCaptcha(captchaToken, ip)))
      throw new SubmissionRejected([{ field: 'captchaToken', message: options.captchaMessage }])
    return { payload, targets: options.targets }
  }
}

/**
 * A form's API route: check the body, store the submission and its deliveries in one
 * transaction, and only then answer 201. The outbox delivers afterwards. Bad input is a 4xx
 * with field messages; nothing is stored for it.
 */
export function submissionRoute(options: FormRouteOptions) {
  const limit = createRateLimiter()
  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return refuse(res, 405, 'Method Not Allowed')
    }
    const ip = clientIp(req)
    const retryAfter = await limit(`${options.formKind}:${ip}`)
    if (retryAfter !== undefined) {
      res.setHeader('Retry-After', String(retryAfter))
      return refuse(res, 429, 'Too many submissions. Please try again in a minute.')
    }
    const raw = await readRawBody(req, MAX_SUBMISSION_BYTES)
    if (raw === null) return refuse(res, 413, 'The submission is too large.')
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return refuse(res, 400, 'The submission is not valid JSON.')
    }
    const site = siteOfRequest(req.headers)
    let accepted: AcceptedSubmission
    try {
      accepted = await options.accept(body, { site, ip })
    } catch (error) {
      if (error instanceof ValidationError) return refuse(res, 400, INVALID_FIELDS, validationErrors(error))
      if (error instanceof SubmissionRejected) return refuse(res, 400, error.message, error.errors)
      console.error(`Could not check a ${options.formKind} submission`, error)
      return refuse(res, 503, NOT_SAVED)
    }
    try {
      const id = await storeSubmission(await submissionsDb(), {
        site: site.id,
        formKind: options.formKind,
        payload: accepted.payload,
        targets: accepted.targets,
      })
      res.status(201).json({ id })
    } catch (error) {
      console.error(`Could not store a ${options.formKind} submission`, error)
      return refuse(res, 503, NOT_SAVED)
    }
    kickOutbox()
  }
}
