/**
 * A delivery's stored error (storableError: an exception's message, or `HTTP <status>: <body>`
 * from UpstreamError) in words an editor reads (issue 31). The raw text stays beside it for the
 * developer. `target` says who was called: `email.…` deliveries go to the mail server, the rest
 * to the back office.
 */
export function plainError(raw: string | null, target: string): string | null {
  if (raw === null || raw.trim() === '') return null
  const who = target.startsWith('email.') ? 'The mail server' : 'The back office'
  const status = /^HTTP (\d{3})\b/.exec(raw)?.[1]
  if (status) return httpWords(Number(status), who)
  for (const [pattern, words] of wordings) if (pattern.test(raw)) return words(who)
  return `${who} could not take it, for a reason the site does not recognise.`
}

/** What an answer's status means, by its class where no status has words of its own. */
function httpWords(status: number, who: string): string {
  const said = `(it answered ${status})`
  if (status === 401 || status === 403) return `${who} refused the site's credentials ${said}.`
  if (status === 404) return `${who} was not found at the address the site has for it ${said}.`
  if (status === 408 || status === 504) return `${who} did not answer in time ${said}.`
  if (status === 409) return `${who} reported a conflict with something it already has ${said}.`
  if (status === 413) return `${who} refused it as too large ${said}.`
  if (status === 429) return `${who} asked the site to slow down ${said}.`
  if (status >= 500) return `${who} had a problem of its own ${said}.`
  if (status >= 400) return `${who} refused what the site sent ${said}.`
  return `${who} gave an answer the site did not expect ${said}.`
}

type Wording = [RegExp, (who: string) => string]

/** The errors of the fetch and mail clients, the first that matches. */
const wordings: Wording[] = [
  [
    /no longer fits the form/i,
    () => 'The form was changed after this was sent, so it could not be sent as it was.',
  ],
  [/SMTP is not configured/i, () => 'Sending email is not set up on the site.'],
  [/timeout|timed out|ETIMEDOUT|aborted/i, (who) => `${who} did not answer in time.`],
  [/Invalid login|\b535\b|auth/i, (who) => `${who} refused the site's login.`],
  [
    /\b55[0-4]\b|recipient|mailbox|address rejected/i,
    (who) => `${who} refused the address it was to be sent to.`,
  ],
  [/ECONNREFUSED/i, (who) => `${who} refused the connection: it may be down.`],
  [
    /failed to fetch|fetch failed|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|ENETUNREACH|socket hang up|network/i,
    (who) => `${who} could not be reached.`,
  ],
  [/certificate|SSL|TLS/i, (who) => `${who} could not be reached securely (a certificate problem).`],
]
