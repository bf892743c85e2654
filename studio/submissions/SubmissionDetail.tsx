import type { CSSProperties } from 'react'
import { Button, Card, Heading, Stack, Text } from '@sanity/ui'
import type { SubmissionDetailView } from './adminApi'
import { DeliveryHistory } from './DeliveryHistory'
import { ATTRIBUTION_ROWS, deliveryState, targetName, valueText, when } from './submissionText'

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', maxWidth: 900 }
const head: CSSProperties = {
  padding: '6px 12px 6px 0',
  textAlign: 'left',
  verticalAlign: 'top',
  fontWeight: 600,
  width: '35%',
  borderBottom: '1px solid var(--card-border-color, #ddd)',
}
const cell: CSSProperties = {
  padding: '6px 0',
  verticalAlign: 'top',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  borderBottom: '1px solid var(--card-border-color, #ddd)',
}
const raw: CSSProperties = { fontSize: '0.8em', opacity: 0.75, overflowWrap: 'anywhere', margin: '2px 0 0' }

/**
 * One submission as an editor reads it (issue 31): what the visitor sent, each field by the
 * label its form showed; where their visit came from; and each delivery, its state and any
 * error in plain words, the raw error beneath for the developer, and its history of tries
 * (DeliveryHistory). A failed delivery can be retried, by a user whose roles allow it; anyone else
 * is told which roles would (`retryRefusal`). Props only, no Studio hooks: the tool fetches, this shows.
 */
export function SubmissionDetail({
  submission,
  siteLabel,
  onBack,
  onRetry,
  retryRefusal,
}: {
  submission: SubmissionDetailView
  siteLabel: string
  onBack: () => void
  onRetry: (deliveryId: string) => void
  /** Why this user may not retry (config's submissionsRefusal); undefined when they may. */
  retryRefusal?: string
}) {
  const { attribution } = submission
  const sources = ATTRIBUTION_ROWS.filter(([part]) => attribution?.[part])
  return (
    <Card as="article" padding={1}>
      <Stack space={4} marginBottom={4}>
        <div>
          <Button mode="bleed" text="← All submissions" onClick={onBack} />
        </div>
        <Heading as="h2" size={2}>
          {submission.formTitle}
        </Heading>
        <Text muted>
          Received {when(submission.receivedAt, submission.timeZone)} on {siteLabel}
        </Text>
      </Stack>

      <h3>What they sent</h3>
      {submission.purged ? (
        <p>
          The visitor&apos;s details were removed on{' '}
          {submission.purgedAt ? when(submission.purgedAt, submission.timeZone) : 'an earlier day'}, once
          every delivery had arrived (the site keeps them for a set time only).
        </p>
      ) : (
        <table style={table}>
          <tbody>
            {submission.fields.map((field) => (
              <tr key={field.name}>
                <th scope="row" style={head}>
                  {field.label}
                </th>
                <td style={cell}>{valueText(field.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3>Where the visit came from</h3>
      {sources.length ? (
        <table style={table}>
          <tbody>
            {sources.map(([part, heading]) => (
              <tr key={part}>
                <th scope="row" style={head}>
                  {heading}
                </th>
                <td style={cell}>{attribution?.[part]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Not known: the browser kept nothing, or the details were removed.</p>
      )}

      <h3>Deliveries</h3>
      {submission.deliveries.length === 0 && <p>Nothing to deliver.</p>}
      <ul style={{ paddingLeft: 16 }}>
        {submission.deliveries.map((delivery) => (
          <li key={delivery.id} style={{ marginBottom: 12 }}>
            <strong>{targetName(delivery.target)}</strong>: {deliveryState(delivery, submission.timeZone)}
            {delivery.lastErrorPlain && <p style={{ margin: '2px 0 0' }}>{delivery.lastErrorPlain}</p>}
            {delivery.lastError && <p style={raw}>Technical detail: {delivery.lastError}</p>}
            {delivery.status === 'failed' &&
              (retryRefusal ? (
                <p style={raw}>{retryRefusal}.</p>
              ) : (
                <Button mode="ghost" tone="primary" text="Try again" onClick={() => onRetry(delivery.id)} />
              ))}
            <DeliveryHistory delivery={delivery} timeZone={submission.timeZone} />
          </li>
        ))}
      </ul>
    </Card>
  )
}
