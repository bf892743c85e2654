// `npm run typegen:check`: fails when studio/schema.json or web/src/content/sanity.types.ts is not
// what `npm run typegen` (studio/package.json) produces from the current schema and queries. It
// runs the same steps (schema extract, typegen generate, prettier) into a temporary folder, so the
// work tree is never touched, and compares file contents (no git needed).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as prettier from 'prettier'
import { namingCommittedSchema, staleReport } from './staleness'

const root = path.join(import.meta.dirname, '..', '..')
const studio = path.join(root, 'studio')
const committedSchema = path.join(studio, 'schema.json')
const committedTypes = path.join(root, 'web', 'src', 'content', 'sanity.types.ts')

const started = Date.now()
const outDir = mkdtempSync(path.join(os.tmpdir(), 'typegen-check-'))
// studio/sanity.cli.ts points TypeGen at this folder; extract's --path is relative to the studio.
const env = { ...process.env, TYPEGEN_OUT_DIR: outDir, DO_NOT_TRACK: '1', CI: 'true' }
const freshSchemaPath = path.relative(studio, path.join(outDir, 'schema.json')).split(path.sep).join('/')

function sanity(args: string[]): void {
  const run = spawnSync('npx', ['sanity', ...args], { cwd: studio, env, encoding: 'utf8' })
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr)
    throw new Error(`\`sanity ${args.join(' ')}\` failed, so the types could not be checked.`)
  }
}

async function formatted(types: string): Promise<string> {
  const options = await prettier.resolveConfig(committedTypes, { editorconfig: true })
  return prettier.format(types, { ...options, filepath: committedTypes })
}

async function main(): Promise<void> {
  try {
    sanity(['schema', 'extract', '--path', freshSchemaPath])
    sanity(['typegen', 'generate'])
    const freshTypes = readFileSync(path.join(outDir, 'sanity.types.ts'), 'utf8')
    const report = staleReport([
      {
        name: 'studio/schema.json',
        committed: readFileSync(committedSchema, 'utf8'),
        fresh: readFileSync(path.join(outDir, 'schema.json'), 'utf8'),
      },
      {
        name: 'web/src/content/sanity.types.ts',
        committed: readFileSync(committedTypes, 'utf8'),
        fresh: await formatted(namingCommittedSchema(freshTypes, freshSchemaPath)),
      },
    ])
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    if (report) {
      console.error(report)
      process.exitCode = 1
    } else {
      console.log(`Generated types are current (checked in ${seconds} s).`)
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
