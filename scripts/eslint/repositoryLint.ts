import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

const ROOT = path.join(__dirname, '..', '..')
const ESLINT = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js')

export type LintMessage = { line: number; ruleId: string; message: string }

/**
 * What the repository's lint (eslint.config.mjs) says about `source` as the file `file` (a path
 * from the repository's root), for tests of its rules.
 */
export async function lintInRepository(file: string, source: string): Promise<LintMessage[]> {
  const run = promisify(execFile)(
    process.execPath,
    [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', file],
    { cwd: ROOT },
  )
  run.child.stdin?.end(source)
  const output = await run.catch((failed: { stdout: string }) => failed)
  const [result] = JSON.parse(output.stdout) as { messages: LintMessage[] }[]
  return result?.messages ?? []
}
