import type { SubmissionsDb } from '@/server/submissions/database'
import { csvFieldNames, submissionCsvLine, submissionsCsvHeader } from './csv'
import { submissionBatches, valueBatches, type SubmissionsFilter } from './submissionsQuery'

/**
 * The filter's submissions as CSV (csv.ts: a line each, a column per field any of them has),
 * handed to `write` a batch at a time as they are read; `write` resolves once its chunk is
 * taken, so a slow reader holds the reading back. The export reads the submissions twice, a
 * batch at a time both times: first for the fields' names (the header comes first; their values
 * alone), then for the lines. Memory stays that of a batch, from ten submissions to a million. The export is of the
 * moment it was asked for: submissions stored after it are left out of both readings.
 */
export async function writeSubmissionsCsv(
  db: SubmissionsDb,
  filter: SubmissionsFilter,
  write: (chunk: string) => Promise<void>,
  { now = new Date(), batchSize }: { now?: Date; batchSize?: number } = {},
): Promise<void> {
  const asked = now.toISOString()
  const upToNow = { ...filter, to: filter.to && filter.to < asked ? filter.to : asked }
  const fields = new Set<string>()
  for await (const values of valueBatches(db, upToNow, batchSize)) csvFieldNames(values, fields)
  const names = [...fields]
  await write(submissionsCsvHeader(names))
  for await (const batch of submissionBatches(db, upToNow, batchSize))
    await write(batch.map((submission) => submissionCsvLine(submission, names)).join(''))
}
