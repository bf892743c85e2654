import { sql, type Expression, type SqlBool } from 'kysely'
import { isPostgres, type SubmissionsDb } from '@/server/submissions/database'

/**
 * The tool's search (part of a visitor's name or email, in any case), read through the trigram
 * index migrations.ts makes: SQLite's FTS5 table `submissions_search`, PostgreSQL's pg_trgm
 * indexes. A search is answered in two steps (docs/performance.md, "Scale: the Submissions
 * tool"):
 * - first its matches' ids, from the index alone, when there are at most READ_FIRST of them: a
 *   person looked up by name or email. The list, its count and the counts per day then read those
 *   rows by id, whatever the store holds;
 * - a search that matches more (a common surname) is tested on each row as the list reads down
 *   its index, which finds a page of them early.
 */
export type VisitorSearch = {
  text: string
  /** The ids of every match, when there are few; null when there are many. */
  ids: readonly string[] | null
}

const READ_FIRST = 1000

/** FTS5 holds no trigram in fewer than three characters: such a search is tested on every row. */
const usesFts = (db: SubmissionsDb, text: string) => !isPostgres(db) && [...text].length >= 3

/** The search as one FTS5 phrase, its own quotes doubled: FTS5's operators are taken as typed. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`

/**
 * Whose name or email holds the search, tested on a row: for a search with many matches, which the
 * list finds early as it reads down a site's index. LIKE's own characters are taken as typed
 * (escaped).
 */
export function visitorMatches(text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  return sql<SqlBool>`(lower(submissions.visitor_name) like ${pattern} escape '\\'
    or submissions.visitor_email like ${pattern} escape '\\')`
}

/** The ids of up to READ_FIRST + 1 matches, from the index; null where none serves the search. */
async function matchesFromIndex(db: SubmissionsDb, text: string): Promise<string[] | null> {
  if (isPostgres(db)) {
    const rows = await db
      .selectFrom('submissions')
      .select('submissions.id')
      .where(visitorMatches(text))
      .limit(READ_FIRST + 1)
      .execute()
    return rows.map(({ id }) => id)
  }
  if (!usesFts(db, text)) return null
  // From the index, joined to each match: SQLite's planner, which keeps no statistics, would
  // otherwise walk a site's index and test every row against the index's answer.
  const { rows } = await sql<{ id: string }>`select submissions.id from submissions_search
    join submissions on submissions.rowid = submissions_search.rowid
    where submissions_search match ${ftsPhrase(text)} limit ${READ_FIRST + 1}`.execute(db)
  return rows.map(({ id }) => id)
}

/** The search with its matches' ids when they are few (any site's: the filter keeps its own). */
export async function findVisitors(db: SubmissionsDb, text: string): Promise<VisitorSearch> {
  const ids = await matchesFromIndex(db, text)
  return { text, ids: ids && ids.length <= READ_FIRST ? ids : null }
}
