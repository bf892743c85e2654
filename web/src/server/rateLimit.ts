import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * Per-IP limits for the form routes: FORM_RATE_LIMIT_PER_MINUTE submissions a minute (default
 * 10). In memory, so per server instance: a shared store can replace it behind this function.
 */
export function createRateLimiter(pointsPerMinute = Number(process.env.FORM_RATE_LIMIT_PER_MINUTE) || 10) {
  const limiter = new RateLimiterMemory({ points: pointsPerMinute, duration: 60 })
  /** Resolves to the seconds to wait when the limit is used up, else undefined. */
  return async (key: string): Promise<number | undefined> => {
    try {
      await limiter.consume(key)
      return undefined
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.ceil(rejection.msBeforeNext / 1000)
      throw rejection
    }
  }
}
