// Part of `npm run generate` (scripts/generate.ts): draws web/'s folders and their imports
// (dependency-cruiser, as Mermaid) into docs/architecture.md between its graph markers.
// Production code only: the config leaves out tests and src/testing/ (an --exclude here would
// replace its list, and draw the tests' imports). The drawing is stable: each box is named after
// its path (not dependency-cruiser's counter, which renames every box after a new one) and the
// arrows are sorted, so a new import is a new line of the diff and nothing else moves.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
export const ARCHITECTURE_DOC = path.join(root, 'docs', 'architecture.md')
const START = '<!-- graph:start (npm run generate) -->'
const END = '<!-- graph:end -->'

// One box per folder of web/src (server/ by its subfolders), the API routes apart from pages.
const collapse = '^src/server/[^/]+|^src/[^/]+|^pages/api|^pages'

/**
 * dependency-cruiser's Mermaid with each box's id made from its path (`src_server_forms`) and the
 * arrows sorted. Boxes (`id["label"]`, `subgraph id["label"]` … `end`) keep their order.
 */
export function stableMermaid(mermaid) {
  const ids = new Map()
  const parents = []
  const boxes = []
  const arrows = []
  for (const line of mermaid.trim().split('\n')) {
    const box = /^(subgraph )?(\w+)\["(.+)"\]$/.exec(line)
    const arrow = /^(\w+)-->(\w+)$/.exec(line)
    if (box) {
      const [, subgraph, id, label] = box
      const named = [...parents, label].join('/').replace(/[^A-Za-z0-9]/g, '_')
      ids.set(id, named)
      boxes.push(`${subgraph ?? ''}${named}["${label}"]`)
      if (subgraph) parents.push(label)
    } else if (line === 'end') {
      parents.pop()
      boxes.push(line)
    } else if (arrow) {
      arrows.push(arrow.slice(1))
    } else {
      boxes.push(line)
    }
  }
  const named = (id) => {
    const name = ids.get(id)
    if (!name) throw new Error(`dependency-cruiser's Mermaid draws an arrow from or to an unknown box ${id}`)
    return name
  }
  const sortedArrows = arrows.map(([from, to]) => `${named(from)}-->${named(to)}`).sort()
  return [...boxes, ...sortedArrows].join('\n')
}

/** docs/architecture.md with the drawing of the imports as they are now, by path. */
export function architectureFiles() {
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
  const text = readFileSync(ARCHITECTURE_DOC, 'utf8')
  const [before, rest] = text.split(/<!-- graph:start[^>]*-->/)
  const after = rest?.split(END)[1]
  if (after === undefined) throw new Error(`${ARCHITECTURE_DOC} needs the markers ${START} and ${END}`)
  const drawn = `${before}${START}\n\n\`\`\`mermaid\n${stableMermaid(mermaid)}\n\`\`\`\n\n${END}${after}`
  return { [ARCHITECTURE_DOC]: drawn }
}
