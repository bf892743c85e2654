import { spawnSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

// The import-cycle rule of web/.dependency-cruiser.cjs, which `npm run lint` (lint:folders) runs on
// web/'s production code through scripts/dependency-check.ts, tried on small trees of its own.
const root = path.join(__dirname, '..')
const dependencyCheck = path.join(root, 'scripts', 'dependency-check.ts')
const rules = path.join(root, 'web', '.dependency-cruiser.cjs')
const tsx = pathToFileURL(require.resolve('tsx')).href

let tree: string
beforeEach(() => {
  tree = mkdtempSync(path.join(tmpdir(), 'import-cycles-'))
  mkdirSync(path.join(tree, 'src', 'server'), { recursive: true })
  writeFileSync(path.join(tree, 'tsconfig.json'), '{ "compilerOptions": { "strict": true } }')
})
afterEach(() => rmSync(tree, { recursive: true, force: true }))

/** Writes the modules (path under the tree: source) and runs the check as lint:folders does. */
function check(modules: Record<string, string>) {
  for (const [file, source] of Object.entries(modules)) writeFileSync(path.join(tree, file), source)
  const run = spawnSync(process.execPath, ['--import', tsx, dependencyCheck, 'src', '--config', rules], {
    cwd: tree,
    encoding: 'utf8',
  })
  // The reporter wraps the rule's comment: one space for each run of white space.
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}`.replace(/\s+/g, ' ') }
}

it('fails on two modules that import each other through a type-only import, naming them and what to do', () => {
  const { failed, output } = check({
    'src/server/dataset.ts':
      "import { overlay } from './overlay'\nexport type Doc = { _id: string }\nexport const load = () => overlay([])\n",
    'src/server/overlay.ts':
      "import type { Doc } from './dataset'\nexport const overlay = (docs: Doc[]) => docs\n",
  })
  expect(failed).toBe(true)
  expect(output).toContain('no-module-cycles')
  expect(output).toContain('src/server/dataset.ts → src/server/overlay.ts → src/server/dataset.ts')
  expect(output).toContain('Move what the lower module takes from the upper one')
})

it('names a loop through a module many import once, with the import to break, not once for each import in it', () => {
  // base.ts, which the three features import, takes a type from top.ts, which imports them: one
  // import closed three cycles, and depcruise reports each.
  const feature = (name: string) =>
    `import type { Base } from './base'\nexport const ${name} = (base: Base) => base.id\n`
  const { failed, output } = check({
    'src/server/base.ts': "import type { Top } from './top'\nexport type Base = { id: string; top?: Top }\n",
    'src/server/top.ts':
      "import { a } from './a'\nimport { b } from './b'\nimport { c } from './c'\nexport type Top = { all: [typeof a, typeof b, typeof c] }\n",
    'src/server/a.ts': feature('a'),
    'src/server/b.ts': feature('b'),
    'src/server/c.ts': feature('c'),
  })
  expect(failed).toBe(true)
  expect(output.match(/error no-module-cycles/g)).toHaveLength(1)
  expect(output).toContain('an import loop (3 violations, one for each import in it)')
  expect(output).toContain('Break it at src/server/base.ts → src/server/top.ts')
  expect(output).toContain(
    'src/server/base.ts is the lower of the two: 3 import it and it imports 1, against 1 and 3 for src/server/top.ts',
  )
  expect(output).toContain('Move what the lower module takes from the upper one')
})

it('fails on a longer loop of type-only imports', () => {
  const { failed, output } = check({
    'src/server/a.ts': "import type { B } from './b'\nexport type A = { b?: B }\n",
    'src/server/b.ts': "import type { C } from './c'\nexport type B = { c?: C }\n",
    'src/server/c.ts': "import type { A } from './a'\nexport type C = { a?: A }\n",
  })
  expect(failed).toBe(true)
  expect(output).toContain('no-module-cycles')
})

it('passes once the shared type has moved down into a module both import', () => {
  const { failed, output } = check({
    'src/server/doc.ts': 'export type Doc = { _id: string }\n',
    'src/server/dataset.ts':
      "import { overlay } from './overlay'\nimport type { Doc } from './doc'\nexport const load = (): Doc[] => overlay([])\n",
    'src/server/overlay.ts':
      "import type { Doc } from './doc'\nexport const overlay = (docs: Doc[]) => docs\n",
  })
  expect(output).not.toContain('no-module-cycles')
  expect(failed).toBe(false)
})
