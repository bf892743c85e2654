import { ValidationError } from 'yup'
import { everyFieldForm } from '@/forms/cms/cms.test'
import { cmsFormSchema } from '@/forms/cms/schema'
import { tailorMadeSchema } from '@/forms/tailorMade/model/schema'
import { aValidTailorMadeBody } from '@/testing/tailorMade'
import { MULTI_LINE_MESSAGE, multiLineText } from './multiLine'

const errorOf = (value: unknown) =>
  multiLineText()
    .validate(value)
    .then(() => null)
    .catch((error: Error) => error.message)

it.each([
  'Line one\nline two',
  'Windows\r\nlines',
  'a\ttab',
  'Zoë Saldaña, 東京, 한국어',
  'مرحبا\u200f 2024 \u061cشكرا',
  'Shalom\u200e, שלום',
  'می\u200cخواهم',
  'We 👩\u200d👩\u200d👧 travel',
  '',
])(
  'accepts text on lines, with tabs, the bidi marks and joiners (and any printable character): %j',
  async (value) => {
    expect(await errorOf(value)).toBeNull()
  },
)

it.each([
  ['a NUL', 'a\u0000'],
  ['a bell', 'a\u0007'],
  ['a vertical tab', 'a\u000b'],
  ['an escape', '\u001b[31ma'],
  ['a unit separator', 'a\u001f'],
  ['a DEL', 'a\u007f'],
  ['the first C1 control', 'a\u0080'],
  ['a C1 control (NEL)', 'a\u0085b'],
  ['a C1 control (CSI)', '\u009b31ma'],
  ['the last C1 control', 'a\u009f'],
  ['a left-to-right embedding', '\u202aabc'],
  ['a right-to-left override', 'Zoë \u202eabc'],
  ['a pop directional formatting', 'abc\u202c'],
  ['a left-to-right isolate', '\u2066abc'],
  ['a pop directional isolate', 'abc\u2069'],
  ['the Hangul filler', 'Hi\u3164'],
  ['the Hangul choseong filler', '\u115fHi'],
  ['the Hangul jungseong filler', 'H\u1160i'],
  ['the halfwidth Hangul filler', 'Hi\uffa0'],
])('refuses %s', async (_, value) => {
  expect(await errorOf(value)).toBe(MULTI_LINE_MESSAGE)
})

/** The messages of a failed strict validation, by path. */
async function messages(validation: Promise<unknown>) {
  const error = await validation.then(
    () => null,
    (caught: unknown) => caught,
  )
  return error instanceof ValidationError ? error.inner.map((inner) => [inner.path, inner.message]) : []
}

it("is the rule of a CMS form's textarea and of the wizard's texts and rich text", async () => {
  const cms = cmsFormSchema(everyFieldForm)
  const values = { firstName: 'Ana', email: 'ana@example.com', country: 'NZ', state: '', brochure: 'asia' }
  expect(
    await messages(
      cms.validate({ ...values, travellers: 3, message: 'Hi\u0000', terms: true }, { abortEarly: false }),
    ),
  ).toEqual([['message', MULTI_LINE_MESSAGE]])
  const answers = aValidTailorMadeBody()
  const wizard = {
    ...answers,
    desiredTour: '<p>Hi\u0000</p>',
    detailAlreadyBought: [{ type: 'flights', content: '<p>\u001b</p>' }],
    alreadyBought: ['flights'],
  }
  expect(await messages(tailorMadeSchema().validate(wizard, { abortEarly: false }))).toEqual([
    ['desiredTour', MULTI_LINE_MESSAGE],
    ['detailAlreadyBought[0].content', MULTI_LINE_MESSAGE],
  ])
})
