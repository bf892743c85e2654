import { adminRoute } from '@/server/admin/adminRoute'
import { findBrandSubmission } from '@/server/admin/submissionsQuery'
import { submissionsDb } from '@/server/submissions/database'

/**
 * GET /api/admin/submissions/<id>?brand=: one submission of the brand, for the tool's detail
 * view (each field with its label, where the visit came from, every delivery with its error in
 * plain words and its history of tries). Another brand's submission is not found, as an unknown one (docs/admin.md).
 */
export default adminRoute(['GET'], 'read', async ({ req, res, brand }) => {
  const id = typeof req.query.id === 'string' ? req.query.id : ''
  const submission = id ? await findBrandSubmission(await submissionsDb(), brand, id) : undefined
  if (!submission) return res.status(404).json({ message: 'No such submission' })
  res.status(200).json({ submission })
})
