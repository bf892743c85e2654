import { ValidationError } from 'yup'
import type { FormDefinition } from '@/forms/fields/definition'
import { isFieldShown, shownFieldNames, withoutHiddenValues } from './conditions'
import { cmsFormSchema, REQUIRED_MESSAGE } from './schema'
import { toFormSubmission } from './submission'

const base = { label: 'Label', width: 100, rows: null, options: null, message: null, defaultValue: null }
const when = (field: string, value: string) => ({ showWhen: { field, value } })

/** A brochure form: the address shows when post is ticked; the flat number when the street does. */
const form = {
  _id: 'form-test',
  fields: [
    { ...base, _key: 'a', _type: 'emailField', name: 'email', required: true },
    { ...base, _key: 'b', _type: 'checkboxField', name: 'post', required: false },
    { ...base, _key: 'c', _type: 'textField', name: 'street', required: true, ...when('post', 'true') },
    { ...base, _key: 'd', _type: 'textField', name: 'flat', required: true, ...when('street', 'Unit') },
    { ...base, _key: 'e', _type: 'textField', name: 'lost', required: true, ...when('missing', 'x') },
    { ...base, _key: 'f', _type: 'textField', name: 'ping', required: true, ...when('pong', 'x') },
    { ...base, _key: 'g', _type: 'textField', name: 'pong', required: true, ...when('ping', 'x') },
  ],
} as unknown as FormDefinition

async function messages(values: Record<string, unknown>) {
  try {
    await cmsFormSchema(form).validate(values, { abortEarly: false, strict: true })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return Object.fromEntries(error.inner.map((each) => [each.path, each.message]))
  }
}

describe('"Show only when" of a CMS form', () => {
  it('shows a field while the field it names shows and holds the value', () => {
    expect([...shownFieldNames(form, { email: 'a@b.co', post: false })]).toEqual(['email', 'post'])
    expect([...shownFieldNames(form, { post: true, street: 'Main' })]).toEqual(['email', 'post', 'street'])
    expect([...shownFieldNames(form, { post: true, street: 'Unit' })]).toEqual([
      'email',
      'post',
      'street',
      'flat',
    ])
    // The street hides again: so does what waits for it, whatever it holds.
    expect([...shownFieldNames(form, { post: false, street: 'Unit' })]).toEqual(['email', 'post'])
  })

  it('never shows a field whose condition names no field, or comes back to itself', () => {
    const fields = form.fields as Parameters<typeof isFieldShown>[1]
    for (const name of ['lost', 'ping', 'pong'])
      expect(
        isFieldShown(
          fields.find((field) => field.name === name)!,
          fields,
          { ping: 'x', pong: 'x' },
        ),
      ).toBe(false)
  })

  it('requires a hidden field never, a shown one as the Studio says', async () => {
    expect(await messages({ email: 'a@b.co', post: false })).toEqual({})
    expect(await messages({ email: 'a@b.co', post: false, street: 'Unit' })).toEqual({})
    expect(await messages({ email: 'a@b.co', post: true })).toEqual({ street: REQUIRED_MESSAGE })
    expect(await messages({ email: 'a@b.co', post: true, street: 'Unit' })).toEqual({
      flat: REQUIRED_MESSAGE,
    })
    expect(await messages({ email: 'a@b.co', post: true, street: 'Unit', flat: '2' })).toEqual({})
  })

  it('sends, and lets the route keep, only the values of the fields that show', () => {
    const typed = { email: 'a@b.co', post: false, street: 'Unit', flat: '2' }
    expect(toFormSubmission(form, typed).submissionData).toEqual([
      { field: 'email', value: 'a@b.co' },
      { field: 'post', value: false },
    ])
    // Names the form lacks stay, for the schema to refuse.
    expect(withoutHiddenValues(form, { ...typed, isAdmin: true })).toEqual({
      email: 'a@b.co',
      post: false,
      isAdmin: true,
    })
  })
})
