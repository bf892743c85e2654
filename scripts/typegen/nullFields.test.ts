import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ALLOWED_NULL_FIELDS, nullFieldReport, nullOnlyFields } from './nullFields'

// Each case compiles a file with TypeScript: seconds on a machine that a build shares.
const COMPILING = 60_000

const generatedTypes = path.join(__dirname, '..', '..', 'web', 'src', 'content', 'sanity.types.ts')

/** A generated file as TypeGen writes one after `author` was renamed in the quote block's schema. */
const RENAMED_AUTHOR = `
export type PageQueryResult = {
  _id: string
  title: string | null
  blocks: Array<
    | { _key: string; _type: 'quote'; text: string | null; author: null }
    | { _key: string; _type: 'counter'; topTitle: string | null }
  > | null
} | null
export type PostQueryResult = {
  reference:
    | { _type: 'page'; slug: string | null; group: null }
    | { _type: 'destinationPage'; slug: string | null; group: string | null }
    | null
} | null
`

describe('fields of the generated query results typed null alone', () => {
  it(
    'refuses a projected field that the schema lacks, naming the query and the field',
    () => {
      const fields = nullOnlyFields(RENAMED_AUTHOR)
      expect(fields).toEqual([{ query: 'pageQuery', path: 'blocks[_type == "quote"].author' }])
      const report = nullFieldReport(fields)
      expect(report).toContain('pageQuery: blocks[_type == "quote"].author is typed `null` alone')
      expect(report).toContain('then run `npm run generate`')
    },
    COMPILING,
  )

  it(
    'accepts a field that only some members of a union lack',
    () => {
      expect(nullOnlyFields(RENAMED_AUTHOR.replace('author: null', 'author: string | null'))).toEqual([])
    },
    COMPILING,
  )

  it(
    'finds none in web/src/content/sanity.types.ts but the allowed ones',
    () => {
      const found = nullOnlyFields(readFileSync(generatedTypes, 'utf8'))
      const unexplained = found.filter((field) => !ALLOWED_NULL_FIELDS.some(({ matches }) => matches(field)))
      if (unexplained.length > 0) throw new Error(nullFieldReport(unexplained))
      expect(found.length).toBeGreaterThan(0)
    },
    COMPILING,
  )
})
