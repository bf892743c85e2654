import type { ReactNode } from 'react'
import { Text } from '@sanity/ui'

/** The Submissions tool's table cells (its list, its report, its counts): one spacing for all. */
const cell = { padding: '8px', verticalAlign: 'top' as const, textAlign: 'left' as const }

/** A column's heading. */
export function HeadCell({ children }: { children: string }) {
  return (
    <th style={cell}>
      <Text size={1} weight="semibold">
        {children}
      </Text>
    </th>
  )
}

/** A cell of text, or of what `children` lays out itself (a button, badges). */
export function Cell({ children }: { children: ReactNode }) {
  return (
    <td style={cell}>
      {typeof children === 'string' || typeof children === 'number' ? (
        <Text size={1}>{children}</Text>
      ) : (
        children
      )}
    </td>
  )
}
