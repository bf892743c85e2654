import { createHmac } from 'node:crypto'
import { constantTimeEqual } from '@/server/http/constantTimeEqual'

/** How far a signature's time may be from ours, either way: a captured call replays no longer. */
const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000

// Sanity's header, as @sanity/webhook writes it: `t=<ms timestamp>,v1=<base64url HMAC-SHA256>`.
const HEADER_PATTERN = /^t=(\d{1,15})[, ]+v1=([A-Za-z0-9_-]+)$/

export type SignatureCheck = 'valid' | 'invalid' | 'expired'

/**
 * Checks a Sanity webhook signature: the HMAC-SHA256 of `<timestamp>.<raw body>` under the secret,
 * compared in constant time, and a timestamp within SIGNATURE_TOLERANCE_MS of `now`.
 * (@sanity/webhook's own check accepts any timestamp after 2021 and compares with `!==`.)
 */
export function checkWebhookSignature(
  body: string,
  header: string,
  secret: string,
  now = Date.now(),
): SignatureCheck {
  const [, time, signature] = HEADER_PATTERN.exec(header.trim()) ?? []
  if (!time || !signature) return 'invalid'
  const timestamp = Number(time)
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')
  if (!constantTimeEqual(signature, expected)) return 'invalid'
  return Math.abs(now - timestamp) <= SIGNATURE_TOLERANCE_MS ? 'valid' : 'expired'
}
