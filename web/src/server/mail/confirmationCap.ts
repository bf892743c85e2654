import { createHash } from 'node:crypto'
import { asciiHostName } from '@/forms/rules/mailbox'
import { submissionsDb } from '@/server/submissions/database'
import { createRateLimiter } from '@/server/submissions/rateLimit'

const DAY_SECONDS = 24 * 60 * 60

/** Confirmations one mailbox may receive in a day: CONFIRMATION_MAILS_PER_DAY (default 3). */
export const confirmationsPerDay = () => Number(process.env.CONFIRMATION_MAILS_PER_DAY) || 3

/** Gmail's domains: one mailbox under either, which ignores the dots of its local part. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * The mailbox an address reaches, as its provider reads it: any case, a `+tag` after the local
 * part (`ana+1@example.com` reaches ana@example.com), the domain as DNS knows it (`bücher.de`
 * is `xn--bcher-kva.de`) and, at Gmail, no dots and one domain (`a.na@googlemail.com` is
 * ana@gmail.com). Dots count everywhere else: another provider may give them to two people.
 */
function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@')
  const domain = email.slice(at + 1)
  const ascii = asciiHostName(domain) ?? domain.toLowerCase()
  const local = (email.slice(0, at).split('+')[0] ?? '').toLowerCase()
  return GMAIL_DOMAINS.has(ascii) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${ascii}`
}

/** The cap's key for an address: its mailbox, hashed, so the limit's table keeps no address. */
const recipientKey = (email: string) =>
  `confirmation:${createHash('sha256').update(mailboxOf(email)).digest('hex')}`

const limit = createRateLimiter(submissionsDb, confirmationsPerDay, DAY_SECONDS)

/**
 * Whether one more confirmation may go to this address today, counting it if so: the count is
 * kept in the submissions database (every server shares it), so a list of strangers' addresses
 * cannot be mailed over and over through our forms.
 */
export async function takeConfirmation(email: string): Promise<boolean> {
  return (await limit(recipientKey(email))) === undefined
}
