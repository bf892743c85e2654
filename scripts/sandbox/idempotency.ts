import type { Reply } from './http'
import type { Target } from './targets'

/**
 * Remembers successful answers by (target, idempotency-key) so a retried delivery is answered,
 * not processed, twice. Failures are not remembered: a client retrying after a 503 or a 400 must
 * reach the handler again, as it would against an upstream that never processed the first attempt.
 */
export class IdempotencyStore {
  private readonly answers = new Map<string, Reply>()

  private static key(target: Target, idempotencyKey: string): string {
    return `${target}\n${idempotencyKey}`
  }

  find(target: Target, idempotencyKey: string): Reply | undefined {
    return this.answers.get(IdempotencyStore.key(target, idempotencyKey))
  }

  remember(target: Target, idempotencyKey: string, reply: Reply): void {
    if (reply.status >= 200 && reply.status < 300) {
      this.answers.set(IdempotencyStore.key(target, idempotencyKey), reply)
    }
  }

  clear(): void {
    this.answers.clear()
  }
}
