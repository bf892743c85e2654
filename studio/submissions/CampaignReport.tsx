import { Button, Card, Flex, Stack, Text } from '@sanity/ui'
import type { CampaignWeek } from './adminApi'
import { Cell, HeadCell } from './TableCells'

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
                <HeadCell>Week from</HeadCell>
                <HeadCell>Source</HeadCell>
                <HeadCell>Medium</HeadCell>
                <HeadCell>Campaign</HeadCell>
                <HeadCell>Form</HeadCell>
                <HeadCell>Enquiries</HeadCell>
              </tr>
            </thead>
            <tbody>
              {weeks.map((row) => (
                <tr
                  key={[row.week, row.source, row.medium, row.campaign, row.form].join('|')}
                  style={{ borderTop: '1px solid var(--card-border-color)' }}
                >
                  <Cell>{row.week}</Cell>
                  <Cell>{row.source ?? '(none)'}</Cell>
                  <Cell>{row.medium ?? '(none)'}</Cell>
                  <Cell>{row.campaign ?? '(none)'}</Cell>
                  <Cell>{row.formTitle}</Cell>
                  <Cell>{row.count}</Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </Stack>
  )
}
