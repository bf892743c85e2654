// Part of `npm run generate` (scripts/generate.ts): studio/schema.json, the Studio's schema
// (extractSchema.ts), and web/src/content/sanity.types.ts, what Sanity TypeGen makes of it and the
// queries (studio/sanity.cli.ts's `typegen.path`: the query file alone). Both are written into a
// temporary folder (TypeGen's through TYPEGEN_OUT_DIR) and read back, so that the generator
// formats and writes them whole, or compares them, like every other generated file.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.join(__dirname, '..', '..')
const studio = path.join(root, 'studio')
const sanityCli = path.join(root, 'node_modules', '.bin', 'sanity')

export const TYPEGEN_FILES = {
  schema: path.join(studio, 'schema.json'),
  types: path.join(root, 'web', 'src', 'content', 'sanity.types.ts'),
}

/**
 * TypeGen writes the path of the schema it read into the types (`// Source: schema.json`). It reads
 * a schema from a temporary folder, so its types name that folder instead: put back the name the
 * committed types carry.
 */
export function namingCommittedSchema(types: string, freshSchemaPath: string): string {
  const fresh = `// Source: ${freshSchemaPath}\n`
  if (!types.includes(fresh)) {
    throw new Error(
      `TypeGen's output no longer names its schema as "${fresh.trim()}": update this generator.`,
    )
  }
  return types.replace(fresh, '// Source: schema.json\n')
}

/** Runs a command in the Studio (Sanity's CLI untracked and without prompts), its output to `outDir`. */
function inStudio(command: string, args: string[], outDir: string): void {
  const env = { ...process.env, TYPEGEN_OUT_DIR: outDir, DO_NOT_TRACK: '1', CI: 'true' }
  const run = spawnSync(command, args, { cwd: studio, env, encoding: 'utf8' })
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr)
    throw new Error(
      `\`${path.basename(command)} ${args.join(' ')}\` failed, so the types could not be generated.`,
    )
  }
}

/** The schema and the query types as the CLI makes them now, by path (unformatted). */
export async function typegenFiles(): Promise<Record<string, string>> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'typegen-'))
  // studio/sanity.cli.ts points TypeGen at this folder, and it names the schema by its path from there.
  const freshSchemaPath = path.relative(studio, path.join(outDir, 'schema.json')).split(path.sep).join('/')
  try {
    const extract = path.join(__dirname, 'extractSchema.ts')
    inStudio(process.execPath, ['--import', 'tsx', extract, path.join(outDir, 'schema.json')], outDir)
    inStudio(sanityCli, ['typegen', 'generate'], outDir)
    const types = readFileSync(path.join(outDir, 'sanity.types.ts'), 'utf8')
    return {
      [TYPEGEN_FILES.schema]: readFileSync(path.join(outDir, 'schema.json'), 'utf8'),
      [TYPEGEN_FILES.types]: namingCommittedSchema(types, freshSchemaPath),
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
