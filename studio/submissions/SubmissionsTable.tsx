import { Badge, Box, Button, Card, Stack, Text, type BadgeTone } from '@sanity/ui'
import type { DeliveryView, SubmissionView } from './adminApi'
import { targetName, when } from './submissionText'

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

const cell = { padding: '8px', verticalAlign: 'top' as const, textAlign: 'left' as const }

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
  const head = (label: string) => (
    <th style={cell}>
      <Text size={1} weight="semibold">
        {label}
      </Text>
    </th>
  )
  return (
    <Card radius={2} border overflow="auto">
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {head('Received')}
            {head('Name')}
            {head('Email')}
            {head('Form')}
            {head('Site')}
            {head('Deliveries')}
          </tr>
        </thead>
        <tbody>
          {submissions.map((submission) => (
            <tr key={submission.id} style={{ borderTop: '1px solid var(--card-border-color)' }}>
              <td style={cell}>
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
              </td>
              <td style={cell}>
                <Text size={1}>{submission.name ?? '—'}</Text>
              </td>
              <td style={cell}>
                <Text size={1}>{submission.email ?? '—'}</Text>
              </td>
              <td style={cell}>
                <Text size={1}>{submission.formTitle}</Text>
              </td>
              <td style={cell}>
                <Text size={1}>{siteLabel(submission.site)}</Text>
              </td>
              <td style={cell}>
                <Stack space={2}>
                  {submission.deliveries.map((delivery) => (
                    <Text key={delivery.id} size={1}>
                      <Badge tone={TONES[delivery.status]}>{STATES[delivery.status]}</Badge>{' '}
                      {targetName(delivery.target)}
                      {delivery.lastErrorPlain ? ` — ${delivery.lastErrorPlain}` : ''}
                    </Text>
                  ))}
                </Stack>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  )
}
