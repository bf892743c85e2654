import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// The README is where a newcomer starts: it names every doc of docs/ ("Where to go next"), and
// every relative link of the README and the docs leads to a file that exists (text moved between
// them keeps its links working).
const root = path.join(__dirname, '..')
const docsFolder = path.join(root, 'docs')
const readText = (file: string) => readFileSync(file, 'utf8')

/** The targets of a Markdown text's inline links, outside code blocks and code spans. */
function markdownLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '')
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!)
}

/** A link's file, relative to the linking file's folder; undefined for addresses and anchors. */
function linkedFile(target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) return undefined
  return decodeURIComponent(target.split('#')[0]!)
}

const docs = readdirSync(docsFolder)
  .filter((name) => name.endsWith('.md'))
  .sort()

describe('markdownLinks', () => {
  it('finds inline links, with or without a title, and none in code', () => {
    const markdown = [
      'See [the guide](docs/guide.md) and [its part](docs/guide.md#part "Part").',
      'Not `[code](docs/code.md)`:',
      '```',
      '[fenced](docs/fenced.md)',
      '```',
      '[a site](https://example.com) [mail](mailto:a@example.com) [here](#here)',
    ].join('\n')
    expect(markdownLinks(markdown)).toEqual([
      'docs/guide.md',
      'docs/guide.md#part',
      'https://example.com',
      'mailto:a@example.com',
      '#here',
    ])
  })
})

describe('the README', () => {
  const named = new Set(
    markdownLinks(readText(path.join(root, 'README.md')))
      .map(linkedFile)
      .filter((file): file is string => file !== undefined && /^docs\/[^/]+\.md$/.test(file))
      .map((file) => path.basename(file)),
  )

  it.each(docs)('names docs/%s (a line under "Where to go next")', (doc) => {
    expect(named.has(doc)).toBe(true)
  })

  it('names no doc that docs/ does not hold', () => {
    expect([...named].filter((doc) => !docs.includes(doc))).toEqual([])
  })
})

describe('relative links', () => {
  const files = ['README.md', ...docs.map((doc) => path.join('docs', doc))]

  it.each(files)('of %s lead to files that exist', (file) => {
    const folder = path.dirname(path.join(root, file))
    const broken = markdownLinks(readText(path.join(root, file)))
      .map(linkedFile)
      .filter((target): target is string => target !== undefined)
      .filter((target) => !existsSync(path.resolve(folder, target)))
    expect(broken).toEqual([])
  })
})
