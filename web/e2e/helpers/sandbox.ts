import { expect } from '@playwright/test'
import { E2E_SANDBOX_URL } from './server'

/** What the sandbox upstream recorded of one request. */
export type RecordedRequest = {
  target: string
  headers: Record<string, string>
  body: Record<string, unknown> | null
  status: number
  replayed: boolean
}

export async function sandboxRequests(target: string): Promise<RecordedRequest[]> {
  const response = await fetch(`${E2E_SANDBOX_URL}/__sandbox/requests?target=${encodeURIComponent(target)}`)
  return ((await response.json()) as { requests: RecordedRequest[] }).requests
}

/**
 * The requests of a target whose body has this email, waiting until `count` have arrived. A
 * replayed idempotency key is the upstream recognising a repeat, not a delivery: left out.
 */
export async function requestsFor(
  target: string,
  email: string,
  count = 1,
  timeout = 20_000,
): Promise<RecordedRequest[]> {
  return requestsWhere(target, (body) => body.email === email, count, timeout)
}

/** The requests of a target whose body `matches`, waiting until `count` have arrived (no replays). */
export async function requestsWhere(
  target: string,
  matches: (body: Record<string, unknown>) => boolean,
  count = 1,
  timeout = 20_000,
): Promise<RecordedRequest[]> {
  let found: RecordedRequest[] = []
  await expect
    .poll(
      async () => {
        found = (await sandboxRequests(target)).filter(
          (request) => request.body !== null && matches(request.body) && !request.replayed,
        )
        return found.length
      },
      { timeout },
    )
    .toBeGreaterThanOrEqual(count)
  return found
}

/**
 * The next `times` requests to the target whose body contains `match` (the test's own email)
 * answer 503: tests running at once call the same targets.
 */
export async function failNext(target: string, times: number, match: string): Promise<void> {
  const query = new URLSearchParams({ target, times: String(times), match })
  const response = await fetch(`${E2E_SANDBOX_URL}/__sandbox/fail?${query}`, { method: 'POST' })
  expect(response.status).toBe(204)
}

/** The next `times` requests to the target for this company code answer 503 (for calls with no
 * body to match, such as the countries list). */
export async function failNextFor(target: string, times: number, companyCode: string): Promise<void> {
  const query = new URLSearchParams({ target, times: String(times), companyCode })
  const response = await fetch(`${E2E_SANDBOX_URL}/__sandbox/fail?${query}`, { method: 'POST' })
  expect(response.status).toBe(204)
}

/** A message the sandbox's SMTP sink accepted (scripts/sandbox/mailbox.ts). */
export type ReceivedMail = {
  messageId: string
  from: string
  /** The From header: name and address. */
  fromHeader: string
  replyTo: string | undefined
  to: string[]
  subject: string
  text: string
  duplicate: boolean
}

export async function sandboxMail(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${E2E_SANDBOX_URL}/__sandbox/mail?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { mail: ReceivedMail[] }).mail
}

/** The mail to `to` whose text contains `text`, waiting until `count` have arrived. */
export async function mailWhere(to: string, text: string, count = 1, timeout = 20_000) {
  let found: ReceivedMail[] = []
  await expect
    .poll(
      async () => {
        found = (await sandboxMail(to)).filter((mail) => mail.text.includes(text))
        return found.length
      },
      { timeout },
    )
    .toBeGreaterThanOrEqual(count)
  return found
}

/** The SMTP outage switch: the next `times` messages containing `match` are refused with 451. */
export async function refuseMail(times: number, match: string): Promise<void> {
  const query = new URLSearchParams({ times: String(times), match, code: '451' })
  const response = await fetch(`${E2E_SANDBOX_URL}/__sandbox/mail/fail?${query}`, { method: 'POST' })
  expect(response.status).toBe(204)
}

/** How many messages containing `match` the outage switch refused. */
export async function refusedMail(match: string): Promise<number> {
  const response = await fetch(`${E2E_SANDBOX_URL}/__sandbox/mail/fail?match=${encodeURIComponent(match)}`)
  return ((await response.json()) as { refused: unknown[] }).refused.length
}
