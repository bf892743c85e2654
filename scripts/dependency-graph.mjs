// npm run graph: draws web/'s folders and their imports (dependency-cruiser, as Mermaid) into
// docs/architecture.md between its graph markers. Production code only: the config leaves out
// tests and src/testing/ (an --exclude here would replace its list, and draw the tests' imports). `--check` only compares, and fails when the
// drawing is out of date (npm run lint runs it).
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const doc = path.join(root, 'docs', 'architecture.md')
const START = '<!-- graph:start (npm run graph) -->'
const END = '<!-- graph:end -->'

// One box per folder of web/src (server/ by its subfolders), the API routes apart from pages.
const collapse = '^src/server/[^/]+|^src/[^/]+|^pages/api|^pages'
const mermaid = execFileSync(
  path.join(root, 'node_modules', '.bin', 'depcruise'),
  [
    'src',
    'pages',
    'proxy.ts',
    'instrumentation.ts',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'mermaid',
    '--collapse',
    collapse,
  ],
  { cwd: path.join(root, 'web'), encoding: 'utf8' },
)
const text = readFileSync(doc, 'utf8')
const [before, rest] = text.split(START)
const after = rest?.split(END)[1]
if (after === undefined) throw new Error(`${doc} needs the markers ${START} and ${END}`)
const drawn = `${before}${START}\n\n\`\`\`mermaid\n${mermaid.trim()}\n\`\`\`\n\n${END}${after}`

if (process.argv.includes('--check')) {
  if (drawn !== text) {
    console.error('docs/architecture.md: the dependency graph is out of date; run `npm run graph`.')
    process.exit(1)
  }
} else {
  writeFileSync(doc, drawn)
}
