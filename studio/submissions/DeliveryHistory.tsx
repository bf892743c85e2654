import type { CSSProperties } from 'react'
import type { DeliveryDetailView } from './adminApi'
import { historyLines, outcomeText, triesText } from './historyLines'
import { when } from './submissionText'

// Bullets, not numbers: the tries carry numbers of their own.
const list: CSSProperties = { paddingLeft: 20, margin: '4px 0 0', listStyleType: 'disc' }
const item: CSSProperties = { marginBottom: 6 }
const raw: CSSProperties = { fontSize: '0.8em', opacity: 0.75, overflowWrap: 'anywhere', margin: '2px 0 0' }

/**
 * A delivery's history (issue 31): each try with its time, what came of it and its error in
 * plain words, the raw error beneath; tries that failed alike in a row as one line; the requeues
 * between them. Open at once while the delivery is not delivered, folded once it is.
 */
export function DeliveryHistory({ delivery, timeZone }: { delivery: DeliveryDetailView; timeZone: string }) {
  const lines = historyLines(delivery.history)
  if (lines.length === 0 && !delivery.earlierTriesUnrecorded) return null
  const tries = delivery.history.filter((event) => event.outcome !== 'requeued').length
  return (
    <details open={delivery.status !== 'delivered'} style={{ marginTop: 4 }}>
      <summary>
        History ({tries} {tries === 1 ? 'try' : 'tries'} recorded)
      </summary>
      <ol style={list}>
        {delivery.earlierTriesUnrecorded && (
          <li style={{ ...item, fontStyle: 'italic' }}>
            Earlier tries were not recorded: the site kept no history of them.
          </li>
        )}
        {lines.map((line) => {
          const tried = triesText(line.attempts)
          return (
            <li key={`${line.from}-${line.outcome}-${tried ?? ''}`} style={item}>
              <strong>
                {when(line.from, timeZone)}
                {line.to !== line.from && ` to ${when(line.to, timeZone)}`}
              </strong>
              {tried && ` · ${tried}`}: {outcomeText(line)}.
              {line.errorPlain && <p style={{ margin: '2px 0 0' }}>{line.errorPlain}</p>}
              {line.error && <p style={raw}>Technical detail: {line.error}</p>}
            </li>
          )
        })}
      </ol>
    </details>
  )
}
