import type { NextApiRequest, NextApiResponse } from 'next'
import { constantTimeEqual } from '@/server/http/constantTimeEqual'
import { processOutbox, purgeExpiredPayloads } from '@/server/delivery/worker'

/**
 * Drains the outbox on serverless hosts, where no worker runs between requests: Vercel's cron
 * (vercel.json) calls it with `Authorization: Bearer $CRON_SECRET`. Without a secret it refuses.
 */
export default async function deliverDue(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.setHeader('Allow', 'GET, POST')
    return res.status(405).json({ message: 'Method Not Allowed' })
  }
  const secret = process.env.CRON_SECRET?.trim()
  if (!secret || !constantTimeEqual(req.headers.authorization ?? '', `Bearer ${secret}`)) {
    return res.status(401).json({ message: 'Unauthorized' })
  }
  const outbox = await processOutbox()
  const outcomes = await outbox.drain()
  // No worker runs between requests here, so the cron also enforces the retention period.
  const purged = await purgeExpiredPayloads()
  // Every failed delivery waiting for someone to act, not only this drain's: a monitor reads it.
  const failedTotal = await outbox.failedCount()
  if (failedTotal > 0)
    console.error(`Outbox: ${failedTotal} failed deliveries wait for someone to act (npm run outbox:requeue)`)
  return res.status(200).json({ ...outcomes, purged, failedTotal })
}
