import { Code, Text } from '@sanity/ui'

/** An error as the Studio says it, and the raw text beneath for a developer. */
export function ErrorLines({ plain, raw }: { plain: string | null; raw: string | null }) {
  return (
    <>
      {plain && (
        <Text as="p" size={1}>
          {plain}
        </Text>
      )}
      {raw && (
        <Code size={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          Technical detail: {raw}
        </Code>
      )}
    </>
  )
}
