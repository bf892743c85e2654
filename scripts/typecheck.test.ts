import { typegenHint } from './typecheck'

/** What tsc printed once a block's projection had changed and `npm run generate` had not run. */
const STALE_TYPES_OUTPUT = `src/server/content/sitePages.ts(104,18): error TS2345: Argument of type '"*[\\n  _type == \\"page\\" && brand == $brand][0]{...' is not assignable to parameter of type 'keyof SanityQueries_2'.
src/server/content/sitePages.ts(107,34): error TS2339: Property 'blocks' does not exist on type 'string'.`

describe('the typecheck script', () => {
  it('tells to run the generators when a query is not among the generated ones', () => {
    expect(typegenHint(STALE_TYPES_OUTPUT)).toContain('run `npm run generate`')
  })

  it('adds nothing to other errors', () => {
    expect(
      typegenHint("src/a.ts(1,7): error TS2322: Type 'number' is not assignable to type 'string'."),
    ).toBe('')
    expect(typegenHint('')).toBe('')
  })
})
