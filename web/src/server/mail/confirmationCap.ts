import { createHash } from 'node:crypto'
import { submissionsDb } from '@/server/submissions/database'
import { createRateLimiter } from '@/server/submissions/rateLimit'

const DAY_SECONDS = 24 * 60 * 60

/** Confirmations one address may receive in a day: CONFIRMATION_MAILS_PER_DAY (default 3). */
export const confirmationsPerDay = () => Number(process.env.CONFIRMATION_MAILS_PER_DAY) || 3

/**
 * The address as a mailbox provider reads it: any case, and a `+tag` after the local part
 * (`ana+1@example.com` reaches ana@example.com). Hashed: the limit's table keeps no address.
 */
function recipientKey(email: string): string {
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at).split('+')[0] ?? ''
  const mailbox = `${local}@${email.slice(at + 1)}`.toLowerCase()
  return `confirmation:${createHash('sha256').update(mailbox).digest('hex')}`
}

const limit = createRateLimiter(submissionsDb, confirmationsPerDay, DAY_SECONDS)

/**
 * Whether one more confirmation may go to this address today, counting it if so: the count is
 * kept in the submissions database (every server shares it), so a list of strangers' addresses
 * cannot be mailed over and over through our forms.
 */
export async function takeConfirmation(email: string): Promise<boolean> {
  return (await limit(recipientKey(email))) === undefined
}
