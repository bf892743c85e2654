import Database from 'better-sqlite3'
import { E2E_SUBMISSIONS_DB } from './server'

export type StoredSubmission = { id: string; kind: string; deliveries: string[] }

/**
 * The submissions the e2e server has stored whose fields hold `text` (an address unique to a
 * test), each with its form kind and its deliveries' statuses. The outbox delivers only what is
 * stored, and a route stores before it answers: once a post is answered, this says for good
 * whether anything of it will ever reach the back office. No wait for a worker that might have
 * done so. `store` is another server's store (formEmails.spec's own).
 */
export function storedWith(text: string, store = E2E_SUBMISSIONS_DB): StoredSubmission[] {
  const db = new Database(store, { readonly: true })
  try {
    const submissions = db
      .prepare('select id, form_kind from submissions where instr(payload, ?) > 0 order by created_at')
      .all(text) as { id: string; form_kind: string }[]
    const statuses = db.prepare('select status from deliveries where submission_id = ? order by target')
    return submissions.map(({ id, form_kind }) => ({
      id,
      kind: form_kind,
      deliveries: (statuses.all(id) as { status: string }[]).map((row) => row.status),
    }))
  } finally {
    db.close()
  }
}

/**
 * Whether every delivery of what was stored with `text` is settled (delivered, or failed for
 * good): the outbox will send none of it again, so what the back office has received is final.
 */
export function settled(text: string, store = E2E_SUBMISSIONS_DB): boolean {
  const stored = storedWith(text, store)
  return (
    stored.length > 0 && stored.every(({ deliveries }) => deliveries.every((status) => status !== 'pending'))
  )
}
