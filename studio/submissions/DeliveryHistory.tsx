import { Stack, Text } from '@sanity/ui'
import type { DeliveryDetailView } from './adminApi'
import { historyLines, outcomeText, triesText } from './historyLines'
import { ErrorLines } from './ErrorLines'
import { when } from './submissionText'

/**
 * A delivery's history (issue 31): each try with its time, what came of it and its error in
 * plain words, the raw error beneath; tries that failed alike in a row as one line; the requeues
 * between them. Open at once while the delivery is not delivered, folded once it is: the
 * browser's own disclosure, its text in Sanity UI's.
 */
export function DeliveryHistory({ delivery, timeZone }: { delivery: DeliveryDetailView; timeZone: string }) {
  const lines = historyLines(delivery.history)
  if (lines.length === 0 && !delivery.earlierTriesUnrecorded) return null
  const tries = delivery.history.filter((event) => event.outcome !== 'requeued').length
  return (
    <details open={delivery.status !== 'delivered'}>
      <summary style={{ cursor: 'pointer' }}>
        <Text as="span" size={1} weight="semibold">
          History ({tries} {tries === 1 ? 'try' : 'tries'} recorded)
        </Text>
      </summary>
      {/* Bullets, not numbers: the tries carry numbers of their own. */}
      <ol style={{ paddingLeft: 20, margin: '8px 0 0', listStyleType: 'disc' }}>
        {delivery.earlierTriesUnrecorded && (
          <li>
            <Text size={1} muted>
              Earlier tries were not recorded: the site kept no history of them.
            </Text>
          </li>
        )}
        {lines.map((line) => {
          const tried = triesText(line.attempts)
          return (
            <li key={`${line.from}-${line.outcome}-${tried ?? ''}`} style={{ marginTop: 8 }}>
              <Stack space={2}>
                <Text size={1}>
                  <strong>
                    {when(line.from, timeZone)}
                    {line.to !== line.from && ` to ${when(line.to, timeZone)}`}
                  </strong>
                  {tried && ` · ${tried}`}: {outcomeText(line)}.
                </Text>
                <ErrorLines plain={line.errorPlain} raw={line.error} />
              </Stack>
            </li>
          )
        })}
      </ol>
    </details>
  )
}
