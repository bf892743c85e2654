import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as prettier from 'prettier'

const root = path.join(__dirname, '..')

/** A repository file's path from the root, with forward slashes: how messages name it. */
export const fromRoot = (file: string) => path.relative(root, file).split(path.sep).join('/')

/** A file's text on disk, or '' when it does not exist yet. */
export const committedText = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '')

/** The 1-based number of the first line where the two texts differ, or undefined when they are equal. */
export function firstDifferentLine(a: string, b: string): number | undefined {
  if (a === b) return undefined
  const aLines = a.split('\n')
  const bLines = b.split('\n')
  const index = aLines.findIndex((line, i) => line !== bLines[i])
  return (index === -1 ? aLines.length : index) + 1
}

/**
 * Files prettier leaves alone: JSON the tools write (the schema, the dataset) is kept as they
 * write it, and so are the seed brochures' PDFs.
 */
const unformatted = /\.(json|ndjson|pdf)$/

/**
 * A generated file's text as it is committed: formatted by prettier with the repository's options
 * (.prettierrc, .editorconfig), except JSON and PDF, kept as their tools write them.
 */
export async function formattedText(file: string, text: string): Promise<string> {
  if (unformatted.test(file)) return text
  const options = await prettier.resolveConfig(file, { editorconfig: true })
  return prettier.format(text, { ...options, filepath: file })
}

/**
 * Writes a file whole: to a temporary file beside it, then renamed over it, so a generator
 * stopped halfway leaves either the old file or the new one, never a part or an unformatted one.
 */
export function writeWhole(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`
  try {
    writeFileSync(temporary, text)
    renameSync(temporary, file)
  } finally {
    rmSync(temporary, { force: true })
  }
}

/**
 * Each generated file whose committed text is not its fresh (formatted) text, as the message
 * saying where it differs and what to do; `committed` reads a file's committed text.
 */
export function staleFiles(
  fresh: Record<string, string>,
  committed: (file: string) => string = committedText,
): string[] {
  return Object.entries(fresh).flatMap(([file, text]) => {
    const line = firstDifferentLine(committed(file), text)
    return line === undefined
      ? []
      : [`${fromRoot(file)} is stale (first difference at line ${line}): run \`npm run generate\``]
  })
}
