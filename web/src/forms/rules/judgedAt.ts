import type { TestContext } from 'yup'

/** What a schema may be validated with: `sentAt` when stored values are checked again later. */
export type JudgedAtContext = { sentAt?: Date }

/**
 * The moment a form's values are judged at, for the rules relative to today (a date from today
 * on): when the values were sent, once the outbox checks a stored submission again before
 * delivering it (context `sentAt`); else now. A request sent on Friday for that Friday still
 * fits its form on Monday.
 */
export function judgedAt(test: TestContext): Date {
  const sentAt = (test.options.context as JudgedAtContext | undefined)?.sentAt
  return sentAt instanceof Date && Number.isFinite(sentAt.getTime()) ? sentAt : new Date()
}
