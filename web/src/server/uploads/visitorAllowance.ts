import { uploadsVisitorDailyBytes } from '@travel/config'
import { submissionsDb } from '@/server/submissions/database'
import { createAllowance } from '@/server/submissions/rateLimit'

const DAY_SECONDS = 24 * 60 * 60

/**
 * The bytes each visitor (address, or IPv6 /64: clientIp's rateLimitKey) may upload in a day, to
 * every upload of every site (UPLOADS_VISITOR_DAILY_MB), counted in the submissions database so
 * every server counts alike. So no one address fills a site's quota for the others.
 */
export const visitorAllowance = createAllowance(submissionsDb, uploadsVisitorDailyBytes, DAY_SECONDS)

export const visitorAllowanceKey = (visitor: string) => `upload-bytes:${visitor}`
