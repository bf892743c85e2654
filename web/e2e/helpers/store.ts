import Database from 'better-sqlite3'
import { E2E_SUBMISSIONS_DB } from './server'

export type StoredSubmission = { id: string; deliveries: string[] }

/**
 * The submissions the e2e server has stored whose fields hold `text` (an address unique to a
 * test), each with its deliveries' statuses. The outbox delivers only what is stored, and a
 * route stores before it answers: once a post is answered, this says for good whether anything
 * of it will ever reach the back office. No wait for a worker that might have done so.
 */
export function storedWith(text: string): StoredSubmission[] {
  const db = new Database(E2E_SUBMISSIONS_DB, { readonly: true })
  try {
    const submissions = db
      .prepare('select id from submissions where instr(payload, ?) > 0 order by created_at')
      .all(text) as { id: string }[]
    const statuses = db.prepare('select status from deliveries where submission_id = ? order by target')
    return submissions.map(({ id }) => ({
      id,
      deliveries: (statuses.all(id) as { status: string }[]).map((row) => row.status),
    }))
  } finally {
    db.close()
  }
}
