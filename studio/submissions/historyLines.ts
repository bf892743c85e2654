import type { DeliveryEventView } from './adminApi'

/**
 * Entries of a delivery's history read as one line: a single event, or a run of tries that
 * failed alike in a row (a weekend's outage is some 300 tries with one error, which an editor
 * reads once, with its first and last time).
 */
export type HistoryLine = {
  outcome: DeliveryEventView['outcome']
  from: string
  /** The run's last time; the same as `from` for a single event. */
  to: string
  /** The first and last try's numbers; null for a requeue. */
  attempts: [number, number] | null
  error: string | null
  errorPlain: string | null
}

/** The history as lines, oldest first: consecutive retries with the same error become one. */
export function historyLines(history: DeliveryEventView[]): HistoryLine[] {
  const lines: HistoryLine[] = []
  for (const event of history) {
    const last = lines.at(-1)
    if (last && event.outcome === 'retry' && last.outcome === 'retry' && last.error === event.error) {
      last.to = event.at
      if (last.attempts && event.attempt !== null) last.attempts[1] = event.attempt
      continue
    }
    lines.push({
      outcome: event.outcome,
      from: event.at,
      to: event.at,
      attempts: event.attempt === null ? null : [event.attempt, event.attempt],
      error: event.error,
      errorPlain: event.errorPlain,
    })
  }
  return lines
}

/** Which tries a line covers: "Try 3", "Tries 2 to 289"; nothing for a requeue. */
export function triesText(attempts: HistoryLine['attempts']): string | undefined {
  if (!attempts) return undefined
  const [first, last] = attempts
  return first === last ? `Try ${first}` : `Tries ${first} to ${last}`
}

/** What happened, in words. */
export function outcomeText(line: HistoryLine): string {
  const several = line.attempts !== null && line.attempts[0] !== line.attempts[1]
  switch (line.outcome) {
    case 'delivered':
      return 'Delivered'
    case 'retry':
      return several ? 'Not delivered, each tried again later' : 'Not delivered, tried again later'
    case 'failed':
      return 'Not delivered, and the site stopped trying'
    case 'requeued':
      return 'Sent again (Try again, or by a developer): the tries start over'
  }
}
