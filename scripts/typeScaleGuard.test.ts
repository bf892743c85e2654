import path from 'node:path'
import { literalFontSizes, literalFontSizesIn, typeScaleAdvice } from './typeScaleGuard'

const WEB_ROOT = path.join(__dirname, '..', 'web')

describe('the type scale guard', () => {
  it('finds a literal font-size, a clamp() and a size in a style object or the font shorthand', () => {
    const source = [
      'const Title = styled.h2`',
      '  font-size: clamp(1.5rem, 3vw, 2rem);',
      '  margin: 0;',
      '`',
      'const Note = styled.p`font-size:0.9rem;`',
      '<span style={{ fontSize: 12 }} />',
      'const Big = styled.p` font: 700 1.25rem/1.2 serif; `',
    ].join('\n')
    expect(literalFontSizes('src/blocks/X/X.tsx', source).map(({ line }) => line)).toEqual([2, 5, 6, 7])
  })

  it('lets sizes from the theme, inherited sizes and the rest of a style through', () => {
    const source = [
      "  ${typeStep('h2')}",
      '  font-size: ${({ theme }) => theme.type.small.fontSize};',
      '  font: inherit;',
      '  font-size: inherit;',
      '  font-weight: 700;',
      '  font-family: ${({ theme }) => theme.fonts.heading};',
      '  min-height: clamp(28rem, 68vh, 42rem);',
    ].join('\n')
    expect(literalFontSizes('src/ui/X.tsx', source)).toEqual([])
  })

  it('says where each size is and what to use instead', () => {
    const advice = typeScaleAdvice([{ file: 'src/blocks/X/X.tsx', line: 2, text: 'font-size: 1rem;' }])
    expect(advice).toContain('web/src/blocks/X/X.tsx:2: font-size: 1rem;')
    expect(advice).toContain('<Heading level size>')
    expect(advice).toContain('typeStep()')
  })
})

it('web/src sets every text size from the type scale (outside the theme, no literal font-size or clamp())', () => {
  const found = literalFontSizesIn(WEB_ROOT)
  if (found.length) throw new Error(typeScaleAdvice(found))
})
