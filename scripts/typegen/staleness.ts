/** A generated file as committed, beside what TypeGen produces from the current schema and queries. */
export type GeneratedFile = { name: string; committed: string; fresh: string }

/** The 1-based number of the first line where the two texts differ, or undefined when they are equal. */
export function firstDifferentLine(a: string, b: string): number | undefined {
  if (a === b) return undefined
  const aLines = a.split('\n')
  const bLines = b.split('\n')
  const index = aLines.findIndex((line, i) => line !== bLines[i])
  return (index === -1 ? aLines.length : index) + 1
}

/**
 * TypeGen writes the path of the schema it read into the types (`// Source: schema.json`). The check
 * reads a fresh schema from a temporary folder, so its types name that folder instead: put back the
 * name the committed types carry, so only real differences count.
 */
export function namingCommittedSchema(types: string, freshSchemaPath: string): string {
  const fresh = `// Source: ${freshSchemaPath}\n`
  if (!types.includes(fresh)) {
    throw new Error(`TypeGen's output no longer names its schema as "${fresh.trim()}": update this check.`)
  }
  return types.replace(fresh, '// Source: schema.json\n')
}

/** What to tell the developer when a committed file is not what TypeGen produces now; undefined if all are. */
export function staleReport(files: GeneratedFile[]): string | undefined {
  const stale = files.flatMap(({ name, committed, fresh }) => {
    const line = firstDifferentLine(committed, fresh)
    return line === undefined ? [] : [`  ${name} (first difference at line ${line})`]
  })
  if (stale.length === 0) return undefined
  return [
    'Generated types are stale: these files differ from what `npm run typegen` produces now:',
    ...stale,
    'Run `npm run typegen` and commit the result.',
  ].join('\n')
}
