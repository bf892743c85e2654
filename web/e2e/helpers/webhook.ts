import type { APIRequestContext, APIResponse } from '@playwright/test'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { E2E_PORT, E2E_REVALIDATE_SECRET } from './server'

/** What the Sanity webhook sends of a changed document (its projection, docs/content.md). */
export type DocumentChange = { _id: string; _type: string; brand: string; slug: string | null }

/**
 * Posts a document change to the e2e server's revalidation route as Sanity's webhook does,
 * signed with the server's secret (or the one given: a forgery). It asks the route to answer once
 * the pages are rendered again (`Prefer: wait`, up to `waitSeconds`), as Sanity does not:
 * `waitSeconds: 0` sends exactly what Sanity sends, answered at once.
 */
export async function sendWebhook(
  request: APIRequestContext,
  change: DocumentChange,
  { secret = E2E_REVALIDATE_SECRET, waitSeconds = 60 }: { secret?: string; waitSeconds?: number } = {},
): Promise<APIResponse> {
  const body = JSON.stringify(change)
  return request.post(`http://localhost:${E2E_PORT}/api/revalidate`, {
    data: body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
      ...(waitSeconds > 0 ? { prefer: `wait=${waitSeconds}` } : {}),
    },
    timeout: (waitSeconds + 30) * 1000,
  })
}
