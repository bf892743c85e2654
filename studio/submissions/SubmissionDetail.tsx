import type { ReactNode } from 'react'
import { Badge, Box, Button, Card, Flex, Heading, Stack, Text, type BadgeTone } from '@sanity/ui'
import type { DeliveryDetailView, SubmissionDetailView } from './adminApi'
import { DeliveryHistory } from './DeliveryHistory'
import { ErrorLines } from './ErrorLines'
import { ATTRIBUTION_ROWS, deliveryState, targetName, valueText, when } from './submissionText'

const TONES: Record<DeliveryDetailView['status'], BadgeTone> = {
  delivered: 'positive',
  pending: 'caution',
  failed: 'critical',
}

/** A part of the detail: its heading, then what it holds. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" space={3}>
      <Heading as="h3" size={1}>
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** Rows of a label and its value (the fields sent, the visit's source), a table for screen readers. */
function LabelledRows({ rows }: { rows: { key: string; label: string; value: string }[] }) {
  const line = { borderBottom: '1px solid var(--card-border-color)', verticalAlign: 'top' as const }
  return (
    <Card radius={2} border overflow="auto">
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          {rows.map(({ key, label, value }) => (
            <tr key={key}>
              <th scope="row" style={{ ...line, width: '35%', padding: '8px 12px', textAlign: 'left' }}>
                <Text size={1} weight="semibold">
                  {label}
                </Text>
              </th>
              <td style={{ ...line, padding: '8px 12px' }}>
                <Text size={1} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  )
}

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
      <Stack space={5}>
        <Stack space={4}>
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

        <Part title="What they sent">
          {submission.purged ? (
            <Text as="p" size={1}>
              The visitor&apos;s details were removed on{' '}
              {submission.purgedAt ? when(submission.purgedAt, submission.timeZone) : 'an earlier day'}, once
              every delivery had arrived (the site keeps them for a set time only).
            </Text>
          ) : (
            <LabelledRows
              rows={submission.fields.map((field) => ({
                key: field.name,
                label: field.label,
                value: valueText(field.value),
              }))}
            />
          )}
        </Part>

        <Part title="Where the visit came from">
          {sources.length ? (
            <LabelledRows
              rows={sources.map(([part, heading]) => ({
                key: part,
                label: heading,
                value: attribution?.[part] ?? '',
              }))}
            />
          ) : (
            <Text as="p" size={1}>
              Not known: the browser kept nothing, or the details were removed.
            </Text>
          )}
        </Part>

        <Part title="Deliveries">
          {submission.deliveries.length === 0 && (
            <Text as="p" size={1}>
              Nothing to deliver.
            </Text>
          )}
          {submission.deliveries.map((delivery) => (
            <Card key={delivery.id} padding={3} radius={2} border>
              <Stack space={3}>
                <Flex gap={2} align="center" wrap="wrap">
                  <Badge tone={TONES[delivery.status]}>{targetName(delivery.target)}</Badge>
                  <Text size={1}>{deliveryState(delivery, submission.timeZone)}</Text>
                </Flex>
                <ErrorLines plain={delivery.lastErrorPlain} raw={delivery.lastError} />
                {delivery.status === 'failed' &&
                  (retryRefusal ? (
                    <Text as="p" size={1} muted>
                      {retryRefusal}.
                    </Text>
                  ) : (
                    <Box>
                      <Button
                        mode="ghost"
                        tone="primary"
                        text="Try again"
                        onClick={() => onRetry(delivery.id)}
                      />
                    </Box>
                  ))}
                <DeliveryHistory delivery={delivery} timeZone={submission.timeZone} />
              </Stack>
            </Card>
          ))}
        </Part>
      </Stack>
    </Card>
  )
}
