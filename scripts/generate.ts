// `npm run generate`: every file the repository derives from its own sources, written again in
// the order they depend on each other, each written whole (scripts/generatedFiles.ts):
// 1. blocks: the block registry, the page query's projection, the Studio's block list;
// 2. forms: the form route's declarations and the browser's form names;
// 3. types: studio/schema.json and web/src/content/sanity.types.ts (Sanity's CLI), from the
//    Studio's schema and the query, which steps 1 and 2 feed;
// 4. seed: studio/seed/dataset.ndjson from the seed documents;
// 5. graph: the drawing of web/'s imports in docs/architecture.md, last, as it draws the
//    imports of what came before.
// `npm run generate -- --check` (in `npm run lint`) writes nothing and fails on any file that is
// not what it would write, or a block folder without its block.ts. `--skip=types` leaves out a
// step (scripts/recipe-check.ts skips the slowest where the recipe does not reach it).
// Not here: files drawn from what the libraries know (phone countries, currencies, brand icons),
// written by their own commands after an upgrade, each checked by a test.
import { architectureFiles } from './dependency-graph.mjs'
import { blockFolderProblems, generatedBlockFiles } from './generate-blocks'
import { generatedFormFiles } from './generate-forms'
import { formattedText, fromRoot, staleFiles, writeWhole } from './generatedFiles'
import { typegenFiles } from './typegen/typegenFiles'
import { seedFiles } from '../studio/seed/generate'

/** A generator: what its files should hold now (unformatted), by path. */
type Step = { name: string; files: () => Promise<Record<string, string>> | Record<string, string> }

/** The generators, in the order each reads what the ones before it write. */
export const STEPS: Step[] = [
  { name: 'blocks', files: generatedBlockFiles },
  { name: 'forms', files: generatedFormFiles },
  { name: 'types', files: typegenFiles },
  { name: 'seed', files: seedFiles },
  { name: 'graph', files: architectureFiles },
]

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`

async function generate(steps: Step[]): Promise<void> {
  for (const step of steps) {
    const started = Date.now()
    const files = await formattedFiles(step)
    for (const [file, text] of Object.entries(files)) writeWhole(file, text)
    console.log(`${step.name}: wrote ${Object.keys(files).map(fromRoot).join(', ')} (${seconds(started)})`)
  }
}

/** A step's files as they are written: formatted. */
async function formattedFiles(step: Step): Promise<Record<string, string>> {
  const files = Object.entries(await step.files())
  return Object.fromEntries(
    await Promise.all(files.map(async ([file, text]) => [file, await formattedText(file, text)])),
  )
}

async function check(steps: Step[]): Promise<string[]> {
  const problems = blockFolderProblems()
  for (const step of steps) problems.push(...staleFiles(await formattedFiles(step)))
  return problems
}

async function main(): Promise<void> {
  const started = Date.now()
  const skipped = process.argv
    .find((arg) => arg.startsWith('--skip='))
    ?.slice('--skip='.length)
    .split(',')
  const steps = STEPS.filter(({ name }) => !skipped?.includes(name))
  if (!process.argv.includes('--check')) {
    await generate(steps)
    return
  }
  const problems = await check(steps)
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) process.exitCode = 1
  else console.log(`Generated files are current (checked in ${seconds(started)}).`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
