import type { Target } from './targets'

interface Injection {
  status: number
  remaining: number
  /** Only calls whose body contains this text fail (a test's own email, say); any call when unset. */
  match: string | undefined
  /** Only calls for this company code fail (a call with no body, such as the countries list). */
  companyCode: string | undefined
}

/** What an injection is matched against: the call's JSON body and its company-code header. */
export type CallScope = { body: string; companyCode: string | undefined }

/**
 * Injected failures, queued per target: injecting twice (say 2 x 503, then 1 x 500) makes the
 * target fail in that order, which is how a test walks a client through its retry policy. A
 * test that shares the sandbox with others running at once scopes its injection with `match`,
 * so another test's calls to the same target do not use it up.
 */
export class FailureInjector {
  private readonly queues = new Map<Target, Injection[]>()

  inject(target: Target, times: number, status: number, match?: string, companyCode?: string): void {
    const queue = this.queues.get(target) ?? []
    queue.push({ status, remaining: times, match, companyCode })
    this.queues.set(target, queue)
  }

  /** The status the call must fail with, consuming one injected failure that applies to it. */
  take(target: Target, { body, companyCode }: CallScope): number | undefined {
    const queue = this.queues.get(target)
    const index = queue?.findIndex(
      (injection) =>
        (injection.match === undefined || body.includes(injection.match)) &&
        (injection.companyCode === undefined || injection.companyCode === companyCode),
    )
    if (!queue || index === undefined || index < 0) return undefined
    const injection = queue[index]!
    injection.remaining -= 1
    if (injection.remaining === 0) queue.splice(index, 1)
    return injection.status
  }

  clear(): void {
    this.queues.clear()
  }
}
