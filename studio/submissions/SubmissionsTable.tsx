import { Badge, Box, Button, Card, Stack, Text, type BadgeTone } from '@sanity/ui'
import type { DeliveryView, SubmissionView } from './adminApi'
import { targetName, when } from './submissionText'
import { Cell, HeadCell } from './TableCells'

const TONES: Record<DeliveryView['status'], BadgeTone> = {
  delivered: 'positive',
  pending: 'caution',
  failed: 'critical',
}
const STATES: Record<DeliveryView['status'], string> = {
  delivered: 'Delivered',
  pending: 'Waiting',
  failed: 'Failed',
}

/**
 * A page of the brand's submissions (docs/admin.md): when each arrived, in its site's time and
 * zone; the visitor's name and email; the form; the site; each delivery's state. Opening one
 * goes to its detail.
 */
export function SubmissionsTable({
  submissions,
  siteLabel,
  onOpen,
}: {
  submissions: SubmissionView[]
  siteLabel: (id: string) => string
  onOpen: (id: string) => void
}) {
  if (submissions.length === 0) {
    return (
      <Card padding={4} radius={2} tone="transparent" border>
        <Text muted>No submissions match these choices.</Text>
      </Card>
    )
  }
  return (
    <Card radius={2} border overflow="auto">
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <HeadCell>Received</HeadCell>
            <HeadCell>Name</HeadCell>
            <HeadCell>Email</HeadCell>
            <HeadCell>Form</HeadCell>
            <HeadCell>Site</HeadCell>
            <HeadCell>Deliveries</HeadCell>
          </tr>
        </thead>
        <tbody>
          {submissions.map((submission) => (
            <tr key={submission.id} style={{ borderTop: '1px solid var(--card-border-color)' }}>
              <Cell>
                <Button
                  mode="bleed"
                  padding={1}
                  fontSize={1}
                  text={when(submission.receivedAt, submission.timeZone)}
                  onClick={() => onOpen(submission.id)}
                />
                {submission.purged ? (
                  <Box paddingX={1}>
                    <Text size={0} muted>
                      Details removed
                    </Text>
                  </Box>
                ) : null}
              </Cell>
              <Cell>{submission.name ?? '—'}</Cell>
              <Cell>{submission.email ?? '—'}</Cell>
              <Cell>{submission.formTitle}</Cell>
              <Cell>{siteLabel(submission.site)}</Cell>
              <Cell>
                <Stack space={2}>
                  {submission.deliveries.map((delivery) => (
                    <Text key={delivery.id} size={1}>
                      <Badge tone={TONES[delivery.status]}>{STATES[delivery.status]}</Badge>{' '}
                      {targetName(delivery.target)}
                      {delivery.lastErrorPlain ? ` — ${delivery.lastErrorPlain}` : ''}
                    </Text>
                  ))}
                </Stack>
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  )
}
