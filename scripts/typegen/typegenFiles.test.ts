import { namingCommittedSchema } from './typegenFiles'

describe('namingCommittedSchema', () => {
  it('names the committed schema where TypeGen named the temporary one', () => {
    const fresh = '// Source: ../../tmp/typegen-1/schema.json\nexport type A = {}\n'
    expect(namingCommittedSchema(fresh, '../../tmp/typegen-1/schema.json')).toBe(
      '// Source: schema.json\nexport type A = {}\n',
    )
  })

  it('fails loudly when TypeGen stops naming its schema that way', () => {
    expect(() => namingCommittedSchema('export type A = {}\n', '../../tmp/typegen-1/schema.json')).toThrow(
      /update this generator/,
    )
  })
})
