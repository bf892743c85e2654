import { adminRoute } from '@/server/admin/adminRoute'
import { campaignReportCsv } from '@/server/admin/csv'
import { campaignReport, filterTimeZone, parseFilter } from '@/server/admin/submissionsQuery'
import { submissionsDb } from '@/server/submissions/database'

/** GET /api/admin/submissions/report.csv?brand=&…: the report of where enquiries came from as CSV. */
export default adminRoute(['GET'], 'read', async ({ req, res, brand }) => {
  const filter = parseFilter(brand, req.query)
  if (typeof filter === 'string') return res.status(400).json({ message: filter })
  const csv = campaignReportCsv(await campaignReport(await submissionsDb(), filter), filterTimeZone(filter))
  res.setHeader('Content-Type', 'text/csv; charset=utf-8')
  res.setHeader('Content-Disposition', `attachment; filename="${brand}-enquiries-by-campaign.csv"`)
  res.status(200).send(csv)
})
