import type { NextApiResponse } from 'next'
import { adminRoute } from '@/server/admin/adminRoute'
import { writeSubmissionsCsv } from '@/server/admin/csvExport'
import { parseFilter } from '@/server/admin/submissionsQuery'
import { submissionsDb } from '@/server/submissions/database'

class ReaderGone extends Error {}

/**
 * Writes a chunk, and resolves once the reader has taken it (at once, or at `drain`): a reader
 * slower than the store holds the reading back. Throws ReaderGone once the reader has gone.
 */
function writerTo(res: NextApiResponse): (chunk: string) => Promise<void> {
  return async (chunk) => {
    if (res.destroyed) throw new ReaderGone()
    if (res.write(chunk)) return
    await new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done)
        res.off('close', done)
        resolve()
      }
      res.on('drain', done)
      res.on('close', done)
    })
  }
}

/** GET /api/admin/submissions.csv?brand=&…: the filtered list as CSV, streamed (docs/admin.md). */
export default adminRoute(['GET'], 'read', async ({ req, res, brand }) => {
  const filter = parseFilter(brand, req.query)
  if (typeof filter === 'string') return res.status(400).json({ message: filter })
  res.setHeader('Content-Type', 'text/csv; charset=utf-8')
  res.setHeader('Content-Disposition', `attachment; filename="${brand}-submissions.csv"`)
  res.status(200)
  try {
    await writeSubmissionsCsv(await submissionsDb(), filter, writerTo(res))
  } catch (error) {
    if (error instanceof ReaderGone) return
    throw error
  }
  res.end()
})
