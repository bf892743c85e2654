import { adminRoute } from '@/server/admin/adminRoute'
import { countsPerFormPerDay, parseFilter } from '@/server/admin/submissionsQuery'
import { submissionsDb } from '@/server/submissions/database'

/** GET /api/admin/submissions/counts?brand=&…: submissions per form per UTC day (docs/admin.md). */
export default adminRoute(['GET'], 'read', async ({ req, res, brand }) => {
  const filter = parseFilter(brand, req.query)
  if (typeof filter === 'string') return res.status(400).json({ message: filter })
  res.status(200).json({ counts: await countsPerFormPerDay(await submissionsDb(), filter) })
})
