import { adminRoute } from '@/server/admin/adminRoute'
import { submissionsCsv } from '@/server/admin/csv'
import { allSubmissions, parseFilter } from '@/server/admin/submissionsQuery'
import { submissionsDb } from '@/server/submissions/database'

/** GET /api/admin/submissions.csv?brand=&…: the filtered list as CSV (docs/admin.md). */
export default adminRoute(['GET'], 'read', async ({ req, res, brand }) => {
  const filter = parseFilter(brand, req.query)
  if (typeof filter === 'string') return res.status(400).json({ message: filter })
  const csv = submissionsCsv(await allSubmissions(await submissionsDb(), filter))
  res.setHeader('Content-Type', 'text/csv; charset=utf-8')
  res.setHeader('Content-Disposition', `attachment; filename="${brand}-submissions.csv"`)
  res.status(200).send(csv)
})
