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

it.each(['Line one\nline two', 'Windows\r\nlines', 'a\ttab', 'Zoë \u202eabc', ''])(
  'accepts text on lines, with tabs (and any printable character): %j',
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
