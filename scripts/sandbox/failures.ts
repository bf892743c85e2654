import type { Target } from './targets'

interface Injection {
  status: number
  remaining: number
}

/**
 * Injected failures, queued per target: injecting twice (say 2 x 503, then 1 x 500) makes the
 * target fail in that order, which is how a test walks a client through its retry policy.
 */
export class FailureInjector {
  private readonly queues = new Map<Target, Injection[]>()

  inject(target: Target, times: number, status: number): void {
    const queue = this.queues.get(target) ?? []
    queue.push({ status, remaining: times })
    this.queues.set(target, queue)
  }

  /** The status the next request to `target` must fail with, consuming one injected failure. */
  take(target: Target): number | undefined {
    const queue = this.queues.get(target)
    const head = queue?.[0]
    if (!queue || !head) return undefined
    head.remaining -= 1
    if (head.remaining === 0) queue.shift()
    return head.status
  }

  clear(): void {
    this.queues.clear()
  }
}
