import { adminRoute } from '@/server/admin/adminRoute'
import { listSubmissions, parseFilter, parsePosition } from '@/server/admin/submissionsQuery'
import { submissionsDb } from '@/server/submissions/database'

/** GET /api/admin/submissions?brand=&site=&form=&status=&from=&to=&older=|newer= (docs/admin.md). */
export default adminRoute(['GET'], 'read', async ({ req, res, brand }) => {
  const filter = parseFilter(brand, req.query)
  if (typeof filter === 'string') return res.status(400).json({ message: filter })
  const position = parsePosition(req.query)
  if (typeof position === 'string') return res.status(400).json({ message: position })
  res.status(200).json(await listSubmissions(await submissionsDb(), filter, position))
})
