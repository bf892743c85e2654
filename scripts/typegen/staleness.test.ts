import { firstDifferentLine, namingCommittedSchema, staleReport } from './staleness'

describe('staleReport', () => {
  it('says nothing when every committed file is what TypeGen produces', () => {
    expect(staleReport([{ name: 'studio/schema.json', committed: '[1]\n', fresh: '[1]\n' }])).toBeUndefined()
  })

  it('names each stale file, where it first differs, and how to fix it', () => {
    const report = staleReport([
      { name: 'studio/schema.json', committed: '[1]\n', fresh: '[1]\n' },
      {
        name: 'web/src/content/sanity.types.ts',
        committed: 'a\nb\ntitle: string\n',
        fresh: 'a\nb\nheading: string\n',
      },
    ])
    expect(report).toContain('web/src/content/sanity.types.ts (first difference at line 3)')
    expect(report).not.toContain('studio/schema.json')
    expect(report).toContain('Run `npm run typegen`')
  })
})

describe('firstDifferentLine', () => {
  it('counts a file that only grew as differing after its last line', () => {
    expect(firstDifferentLine('a\nb', 'a\nb\nc')).toBe(3)
  })
})

describe('namingCommittedSchema', () => {
  it('names the committed schema where TypeGen named the temporary one', () => {
    const fresh = '// Source: ../../tmp/check-1/schema.json\nexport type A = {}\n'
    expect(namingCommittedSchema(fresh, '../../tmp/check-1/schema.json')).toBe(
      '// Source: schema.json\nexport type A = {}\n',
    )
  })

  it('fails loudly when TypeGen stops naming its schema that way', () => {
    expect(() => namingCommittedSchema('export type A = {}\n', '../../tmp/check-1/schema.json')).toThrow(
      /update this check/,
    )
  })
})
