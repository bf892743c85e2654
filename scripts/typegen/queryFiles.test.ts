import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.join(__dirname, '..', '..')
const webSrc = path.join(root, 'web', 'src')

/** The file studio/sanity.cli.ts's `typegen.path` names: TypeGen reads it (and what it imports) alone. */
const QUERY_FILE = 'web/src/content/queries.ts'

it(`writes every GROQ query in ${QUERY_FILE}, the one file TypeGen reads`, () => {
  const cli = readFileSync(path.join(root, 'studio', 'sanity.cli.ts'), 'utf8')
  expect(cli).toContain(`path: '../${QUERY_FILE}'`)
  const withQueries = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => /\bdefineQuery\(|\bgroq`/.test(readFileSync(path.join(webSrc, file), 'utf8')))
    .map((file) => `web/src/${file.split(path.sep).join('/')}`)
  // Else: move the query there, or name its file in sanity.cli.ts's typegen.path.
  expect(withQueries).toEqual([QUERY_FILE])
})
