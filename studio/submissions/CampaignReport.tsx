import { Button, Card, Flex, Stack, Text } from '@sanity/ui'
import type { CampaignWeek } from './adminApi'

const cell = { padding: '8px', textAlign: 'left' as const }

/**
 * Where the filtered enquiries came from (docs/admin.md): per source, medium and campaign, per
 * week (from Monday, in `zone`) and per form; a visit without a campaign under "(none)".
 */
export function CampaignReport({
  weeks,
  zone,
  onExport,
}: {
  weeks: CampaignWeek[]
  zone: string
  onExport: () => void
}) {
  const head = (label: string) => (
    <th style={cell}>
      <Text size={1} weight="semibold">
        {label}
      </Text>
    </th>
  )
  const value = (text: string | number) => (
    <td style={cell}>
      <Text size={1}>{text}</Text>
    </td>
  )
  return (
    <Stack space={3}>
      <Flex justify="space-between" align="center" gap={3} wrap="wrap">
        <Text size={1} muted>
          Enquiries per week (weeks from Monday, {zone}), per campaign and form.
        </Text>
        <Button mode="ghost" text="Export report CSV" onClick={onExport} />
      </Flex>
      {weeks.length === 0 ? (
        <Card padding={4} radius={2} border>
          <Text muted>No enquiries in this period.</Text>
        </Card>
      ) : (
        <Card radius={2} border overflow="auto">
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                {head('Week from')}
                {head('Source')}
                {head('Medium')}
                {head('Campaign')}
                {head('Form')}
                {head('Enquiries')}
              </tr>
            </thead>
            <tbody>
              {weeks.map((row) => (
                <tr
                  key={[row.week, row.source, row.medium, row.campaign, row.form].join('|')}
                  style={{ borderTop: '1px solid var(--card-border-color)' }}
                >
                  {value(row.week)}
                  {value(row.source ?? '(none)')}
                  {value(row.medium ?? '(none)')}
                  {value(row.campaign ?? '(none)')}
                  {value(row.formTitle)}
                  {value(row.count)}
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </Stack>
  )
}
