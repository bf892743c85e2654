import { spawnSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// The import-cycle rule of web/.dependency-cruiser.cjs, which `npm run lint` (lint:folders) runs on
// web/'s production code, tried on small trees of its own.
const root = path.join(__dirname, '..')
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise')
const rules = path.join(root, 'web', '.dependency-cruiser.cjs')

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
  const run = spawnSync(depcruise, ['src', '--config', rules, '--output-type', 'err-long'], {
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
