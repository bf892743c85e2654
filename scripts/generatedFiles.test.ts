import path from 'node:path'
import { firstDifferentLine, staleFiles } from './generatedFiles'

describe('firstDifferentLine', () => {
  it('is undefined for equal texts and counts from 1', () => {
    expect(firstDifferentLine('a\nb\n', 'a\nb\n')).toBeUndefined()
    expect(firstDifferentLine('a\nb\ntitle\n', 'a\nb\nheading\n')).toBe(3)
  })

  it('counts a file that only grew as differing after its last line', () => {
    expect(firstDifferentLine('a\nb', 'a\nb\nc')).toBe(3)
  })
})

describe('staleFiles', () => {
  it('names each file whose committed text differs, where, and the command that writes it', () => {
    const a = path.join(__dirname, '..', 'web', 'src', 'a.ts')
    const b = path.join(__dirname, '..', 'web', 'src', 'b.ts')
    const committed = (file: string) => (file === a ? 'a\nb\n' : 'x\n')
    expect(staleFiles({ [a]: 'a\nc\n', [b]: 'x\n' }, committed)).toEqual([
      'web/src/a.ts is stale (first difference at line 2): run `npm run generate`',
    ])
  })
})
