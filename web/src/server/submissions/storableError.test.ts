import { storableError } from './storableError'

describe('storableError', () => {
  it('keeps the message with its newlines and tabs, without other control characters', () => {
    expect(storableError(new Error('HTTP 502:\u0000 bad\u001b[0m\r\n\tgateway\u007f\u0085'))).toBe(
      'HTTP 502: bad[0m\n\tgateway',
    )
    expect(storableError('plain text')).toBe('plain text')
  })

  it('keeps at most 2000 characters, never half a character', () => {
    expect(storableError(new Error('x'.repeat(5000)))).toHaveLength(2000)
    expect(storableError(new Error(`${'x'.repeat(1999)}😀 and more`))).toBe('x'.repeat(1999))
  })
})
