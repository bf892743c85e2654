import type { NextApiRequest, NextApiResponse } from 'next'
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

export type FieldErrors = Record<string, string>

type FormRouteOptions<Values extends { captchaToken: string }> = {
  formKind: string
  schema: Schema<Values>
  /** The message a refused captcha shows (the form's own text, spec 01 §8). */
  captchaMessage: string
  targets: DeliveryTarget[]
}

function fieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {}
  for (const each of error.inner.length ? error.inner : [error]) errors[each.path || '_form'] ??= each.message
  return errors
}

/**
 * A form's API route: validate with the form's own yup schema, verify the captcha, store the
 * submission and its deliveries in one transaction, and only then answer 201. The outbox
 * delivers afterwards. Bad input is a 4xx with field messages; nothing is stored for it.
 */
export function submissionRoute<Values extends { captchaToken: string }>(options: FormRouteOptions<Values>) {
  const limit = createRateLimiter()
  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return res.status(405).json({ message: 'Method Not Allowed' })
    }
    const ip = clientIp(req)
    const retryAfter = await limit(`${options.formKind}:${ip}`)
    if (retryAfter !== undefined) {
      res.setHeader('Retry-After', String(retryAfter))
      return res.status(429).json({ message: 'Too many submissions. Please try again in a minute.' })
    }
    const raw = await readRawBody(req, MAX_SUBMISSION_BYTES)
    if (raw === null) return res.status(413).json({ message: 'The submission is too large.' })
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return res.status(400).json({ message: 'The submission is not valid JSON.', errors: {} })
    }
    let values: Values
    try {
      values = await options.schema.validate(body, { abortEarly: false })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      return res
        .status(400)
        .json({ message: 'Please correct the highlighted fields.', errors: fieldErrors(error) })
    }
    if (!(await verifyCaptcha(values.captchaToken, ip))) {
      return res
        .status(400)
        .json({ message: options.captchaMessage, errors: { captchaToken: options.captchaMessage } })
    }
    const { captchaToken: _spent, ...payload } = values
    const site = siteOfRequest(req.headers)
    try {
      const id = await storeSubmission(await submissionsDb(), {
        site: site.id,
        formKind: options.formKind,
        payload,
        targets: options.targets,
      })
      res.status(201).json({ id })
    } catch (error) {
      console.error(`Could not store a ${options.formKind} submission`, error)
      return res
        .status(503)
        .json({ message: 'Your submission could not be saved. Please try again in a few minutes.' })
    }
    kickOutbox()
  }
}
