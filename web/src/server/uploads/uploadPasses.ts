import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Site } from '@travel/config'
import { UPLOAD_PASS_HEADER, UPLOAD_PASS_PATTERN } from '@/forms/uploads/uploadPass'
import { submissionsDb } from '@/server/submissions/database'
import { createRateLimiter, createTickets } from '@/server/submissions/rateLimit'
import type { UploadDeclaration } from './declarations'

/** How long a pass lasts: a visitor picks a file soon after the form asks for one. */
export const UPLOAD_PASS_SECONDS = 30 * 60

/** Files one pass takes: a visitor may pick another file, or send one again, a few times. */
export const UPLOADS_PER_PASS = 5

/** Passes one visitor (address, or /64) gets in an hour: UPLOAD_PASSES_PER_HOUR (default 20). */
export const passesPerHour = () => Number(process.env.UPLOAD_PASSES_PER_HOUR) || 20

// Kept in the submissions database like the rate limits, so every server honours every pass.
const passes = createTickets(submissionsDb, UPLOADS_PER_PASS, UPLOAD_PASS_SECONDS)
const passLimit = createRateLimiter(submissionsDb, passesPerHour, 60 * 60)

/** A pass is good only for the upload, site and visitor it was given to. */
const passKey = (upload: UploadDeclaration, site: Site, visitor: string, pass: string) =>
  `upload-pass:${upload.name}:${site.id}:${visitor}:${pass}`

export type PassGiven = { pass: string; expiresAt: string } | { retryAfter: number }

/** A new pass for a visitor of a site, or the seconds to wait when they had their hour's passes. */
export async function givePass(upload: UploadDeclaration, site: Site, visitor: string): Promise<PassGiven> {
  const retryAfter = await passLimit(`upload-passes:${visitor}`)
  if (retryAfter !== undefined) return { retryAfter }
  const pass = randomBytes(18).toString('base64url')
  await passes.issue(passKey(upload, site, visitor, pass))
  return { pass, expiresAt: new Date(Date.now() + UPLOAD_PASS_SECONDS * 1000).toISOString() }
}

/**
 * Whether the request carries a pass given to this visitor for this upload and site, still in
 * its time and with a file left: it is spent by one.
 */
export async function takePass(
  req: IncomingMessage,
  upload: UploadDeclaration,
  site: Site,
  visitor: string,
): Promise<boolean> {
  const pass = req.headers[UPLOAD_PASS_HEADER]
  if (typeof pass !== 'string' || !UPLOAD_PASS_PATTERN.test(pass)) return false
  return passes.take(passKey(upload, site, visitor, pass))
}
