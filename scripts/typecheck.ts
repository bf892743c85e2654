// `npm run typecheck -w web`: tsc, with one line more when its errors mean that the generated
// query types are stale. A projection changed without `npm run generate` leaves the query's new
// text out of SanityQueries, and tsc then reports every fetch of it as "a 300-character string
// is not assignable to keyof SanityQueries", which says nothing of the fix.
import { spawnSync } from 'node:child_process'

/** tsc's words for a query whose text the generated SanityQueries does not know. */
const STALE_QUERY_TYPES = /not assignable to (parameter of )?type 'keyof SanityQueries(_\d+)?'/

/** The hint to print below tsc's output, or '' when its errors are not those of stale types. */
export function typegenHint(tscOutput: string): string {
  return STALE_QUERY_TYPES.test(tscOutput)
    ? 'Hint: a GROQ query changed since the types were generated: run `npm run generate` (then `npm run typecheck` again).'
    : ''
}

function main(): void {
  const tsc = spawnSync('npx', ['tsc', '--noEmit', ...process.argv.slice(2)], { encoding: 'utf8' })
  process.stdout.write(tsc.stdout)
  process.stderr.write(tsc.stderr)
  const hint = typegenHint(tsc.stdout + tsc.stderr)
  if (hint) console.error(`\n${hint}`)
  process.exitCode = tsc.status ?? 1
}

if (process.argv[1] === import.meta.filename) main()
