import { SINGLE_LINE_MESSAGE, singleLineText } from './singleLine'

const errorOf = (value: unknown) =>
  singleLineText()
    .validate(value)
    .then(() => null)
    .catch((error: Error) => error.message)

it.each(['Ada Lovelace', '+61 (0)400 000-000', 'Zoë Saldaña', '東京', '김민준', ''])(
  'accepts one line of text: %j',
  async (value) => {
    expect(await errorOf(value)).toBeNull()
  },
)

it.each([
  ['a line feed', 'Ada\nBcc: everyone@example.com'],
  ['a carriage return', 'Ada\r'],
  ['a tab', 'Ada\tLovelace'],
  ['a NUL', 'Ada\u0000'],
  ['an escape', '\u001b[31mAda'],
  ['a DEL', 'Ada\u007f'],
  ['a C1 control (NEL)', 'Ada\u0085Lovelace'],
  ['a line separator', 'Ada\u2028Lovelace'],
  ['a paragraph separator', 'Ada\u2029Lovelace'],
  ['a right-to-left override', 'Ada\u202eecalevol'],
  ['a left-to-right isolate', '\u2066Ada\u2069'],
  ['a zero-width space', 'Ada\u200bLovelace'],
  ['a soft hyphen', 'Love\u00adlace'],
  ['a byte-order mark', '\ufeffAda'],
  ['a right-to-left mark', 'Ada\u200f'],
  ['an Arabic letter mark', '\u061cAda'],
  ['a C1 control (CSI)', '\u009b31mAda'],
  ['the Hangul filler', '\u3164'],
  ['the Hangul filler beside a name', 'Ada\u3164'],
  ['the Hangul choseong filler', '\u115fAda'],
  ['the Hangul jungseong filler', 'Ada\u1160'],
  ['the halfwidth Hangul filler', 'Ada\uffa0'],
])('refuses %s', async (_, value) => {
  expect(await errorOf(value)).toBe(SINGLE_LINE_MESSAGE)
})
