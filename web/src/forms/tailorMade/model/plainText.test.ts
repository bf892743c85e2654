import { plainText } from './plainText'

describe('plainText', () => {
  it('keeps the words of rich text, a line per paragraph, and no markup', () => {
    expect(plainText('<p>Temples &amp; <strong>street</strong> food</p><p>Ha&#32;Long&#x21;</p>')).toBe(
      'Temples & street food\nHa Long!',
    )
  })

  it('is empty for an editor with no words', () => {
    expect(plainText('<p><br></p><p>&nbsp;</p>')).toBe('')
  })

  it('leaves an entity it does not know, or beyond Unicode, as written', () => {
    expect(plainText('&bogus; &#x110000;')).toBe('&bogus; &#x110000;')
  })
})
