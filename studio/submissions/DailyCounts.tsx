import { Card, Heading, Stack, Text } from '@sanity/ui'
import type { DailyCount } from './adminApi'
import { Cell } from './TableCells'

/** How many submissions each form received per day of `zone`'s clock (docs/admin.md). */
export function DailyCounts({ counts, zone }: { counts: DailyCount[]; zone: string }) {
  return (
    <Stack space={3}>
      <Heading as="h2" size={1}>
        Per form per day ({zone})
      </Heading>
      {counts.length === 0 ? (
        <Text size={1} muted>
          None in this period.
        </Text>
      ) : (
        <Card radius={2} border overflow="auto">
          <table style={{ borderCollapse: 'collapse' }}>
            <tbody>
              {counts.map(({ form, formTitle, day, count }) => (
                <tr key={`${form}-${day}`}>
                  <Cell>{day}</Cell>
                  <Cell>{formTitle}</Cell>
                  <Cell>{count}</Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </Stack>
  )
}
