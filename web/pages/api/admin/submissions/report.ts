import { adminRoute } from '@/server/admin/adminRoute'
import { campaignReport, filterTimeZone, parseFilter } from '@/server/admin/submissionsQuery'
import { submissionsDb } from '@/server/submissions/database'

/**
 * GET /api/admin/submissions/report?brand=&…: where the filter's enquiries came from, per source,
 * medium, campaign, week and form (docs/admin.md); `timeZone` is the clock of its weeks.
 */
export default adminRoute(['GET'], 'read', async ({ req, res, brand }) => {
  const filter = parseFilter(brand, req.query)
  if (typeof filter === 'string') return res.status(400).json({ message: filter })
  const report = await campaignReport(await submissionsDb(), filter)
  res.status(200).json({ report, timeZone: filterTimeZone(filter) })
})
