import { getSite } from '@travel/config'
import { adminRoute } from '@/server/admin/adminRoute'
import { siteOfDelivery } from '@/server/admin/submissionsQuery'
import { submissionsDb } from '@/server/submissions/database'
import { kickOutbox } from '@/server/submissions/outboxSignal'
import { requeueFailed } from '@/server/submissions/requeue'

/**
 * POST /api/admin/deliveries/<id>/retry?brand=: a failed delivery of that brand sent again
 * under its own id, the idempotency key the upstream saw before (requeue.ts). Only for a caller
 * who may retry the brand's deliveries (administrator, or `<brand>-submissions` with
 * `<brand>-editor`: config's canHandleSubmissions).
 */
export default adminRoute(['POST'], 'retry', async ({ req, res, brand }) => {
  const id = typeof req.query.id === 'string' ? req.query.id : ''
  const db = await submissionsDb()
  const delivery = id ? await siteOfDelivery(db, id) : undefined
  // Another brand's delivery is not found, as an unknown one: its existence is not told.
  if (!delivery || getSite(delivery.site)?.brand !== brand) {
    return res.status(404).json({ message: 'No such delivery' })
  }
  if (delivery.status !== 'failed') {
    return res.status(409).json({ message: `The delivery is ${delivery.status}, not failed` })
  }
  const requeued = await requeueFailed(db, { id })
  kickOutbox()
  res.status(200).json({ requeued, status: 'pending' })
})
