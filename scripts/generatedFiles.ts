import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.join(__dirname, '..')

/** A file's text on disk, or '' when it does not exist yet. */
export const committedText = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '')

/**
 * Each generated file whose committed text is not what the generator gives now, as the message
 * saying which command writes it again; `committed` reads a file's committed text.
 */
export function staleFiles(
  fresh: Record<string, string>,
  command: string,
  committed: (file: string) => string = committedText,
): string[] {
  return Object.entries(fresh)
    .filter(([file, text]) => committed(file) !== text)
    .map(([file]) => `${path.relative(root, file)} is stale: run \`${command}\``)
}

/**
 * A generator's command line: with `--check`, prints what `problems` finds and fails on any;
 * otherwise writes the generated files. Errors are printed as their message.
 */
export function runGenerator(
  generate: () => Promise<Record<string, string>>,
  problems: () => Promise<string[]>,
) {
  const main = async () => {
    if (process.argv.includes('--check')) {
      const found = await problems()
      for (const problem of found) console.error(problem)
      if (found.length > 0) process.exitCode = 1
      return
    }
    for (const [file, text] of Object.entries(await generate())) {
      writeFileSync(file, text)
      console.log(`wrote ${path.relative(root, file)}`)
    }
  }
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
