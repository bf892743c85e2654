import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { SanityDocument } from 'sanity'
import { validateDocuments } from '../testing/validateDocuments'
import { EMAIL_FIELD_NEEDED, form, isRedirectTarget, redirectUrlRule } from './documents/form'
import { CONFIRMATION_NEEDS_CAPTCHA, CONFIRMATION_NEEDS_TEXT } from './fields/formEmails'
import { formFieldTypes, plainTextExcerpt } from './formFields'
import {
  areOptionValuesUnique,
  FIELD_NAME_PATTERN,
  isFieldNameUniqueInForm,
  isOneOfSelectOptions,
} from './formFields/rules'

describe('form field types', () => {
  it('are the nine types of spec 01, by their type names', () => {
    assert.deepEqual(formFieldTypes.map((type) => type.name).sort(), [
      'checkboxField',
      'countryField',
      'emailField',
      'messageField',
      'numberField',
      'selectField',
      'stateField',
      'textField',
      'textareaField',
    ])
  })

  it('give every input a name, label, required flag, width and default value', () => {
    for (const type of formFieldTypes.filter((type) => type.name !== 'messageField')) {
      const names = (type.fields as { name: string }[]).map((field) => field.name)
      for (const name of ['name', 'label', 'required', 'width', 'defaultValue']) {
        assert.ok(names.includes(name), `${type.name} has ${name}`)
      }
    }
  })

  it('offer countries and US states by ISO code', () => {
    const listOf = (typeName: string) => {
      const type = formFieldTypes.find((candidate) => candidate.name === typeName)
      const field = (type?.fields as { name: string; options?: { list?: unknown[] } }[]).find(
        (candidate) => candidate.name === 'defaultValue',
      )
      return field?.options?.list ?? []
    }
    assert.equal(listOf('countryField').length, 249)
    assert.ok(
      listOf('countryField').some((item) => JSON.stringify(item) === '{"title":"Australia","value":"AU"}'),
    )
    assert.equal(listOf('stateField').length, 51)
    assert.ok(
      listOf('stateField').some((item) => JSON.stringify(item) === '{"title":"New York","value":"NY"}'),
    )
  })
})

describe('field names', () => {
  it('start with a letter and hold letters, digits and underscores only', () => {
    for (const name of ['email', 'firstName', 'phone_2', 'A']) assert.ok(FIELD_NAME_PATTERN.test(name), name)
    for (const name of ['', '2nd', '_private', 'first name', 'e-mail', 'naïve']) {
      assert.ok(!FIELD_NAME_PATTERN.test(name), name)
    }
  })

  const document = {
    _id: 'form-tours-x',
    _type: 'form',
    fields: [
      { _key: 'a', _type: 'textField', name: 'firstName' },
      { _key: 'b', _type: 'emailField', name: 'email' },
      { _key: 'c', _type: 'messageField' },
      { _key: 'd', _type: 'textField', name: 'email' },
    ],
  }
  const contextOf = (key: string) =>
    ({ document, parent: document.fields.find((field) => field._key === key) }) as unknown as Parameters<
      typeof isFieldNameUniqueInForm
    >[1]

  it('are unique among the fields of a form', () => {
    assert.equal(isFieldNameUniqueInForm('firstName', contextOf('a')), true)
    assert.match(String(isFieldNameUniqueInForm('email', contextOf('b'))), /already named “email”/)
    assert.match(String(isFieldNameUniqueInForm('email', contextOf('d'))), /already named “email”/)
  })

  it('leave the empty name to the required rule', () => {
    assert.equal(isFieldNameUniqueInForm(undefined, contextOf('a')), true)
    assert.equal(isFieldNameUniqueInForm('anything', { document: undefined, parent: undefined }), true)
  })
})

describe('select fields', () => {
  const parent = {
    options: [
      { _key: '1', label: 'Vietnam', value: 'vietnam' },
      { _key: '2', label: 'Japan', value: 'japan' },
    ],
  }

  it('take as default value only the value of one of their options', () => {
    assert.equal(isOneOfSelectOptions('japan', parent), true)
    assert.equal(isOneOfSelectOptions(undefined, parent), true)
    assert.equal(isOneOfSelectOptions('', parent), true)
    assert.match(String(isOneOfSelectOptions('Japan', parent)), /not the value of any option/)
    assert.match(String(isOneOfSelectOptions('peru', { options: [] })), /not the value of any option/)
    assert.match(String(isOneOfSelectOptions('peru', undefined)), /not the value of any option/)
  })

  it('have options of different values', () => {
    assert.equal(areOptionValuesUnique(parent.options), true)
    assert.equal(areOptionValuesUnique(undefined), true)
    assert.match(
      String(areOptionValuesUnique([...parent.options, { _key: '3', label: 'Japan again', value: 'japan' }])),
      /“japan” is used more than once/,
    )
  })
})

describe('redirect URL', () => {
  it('is a path on the site or an absolute https address', () => {
    for (const target of [
      '/',
      '/thank-you',
      '/thank-you?from=form#top',
      'https://example.com',
      'https://example.com/a?b=c',
    ]) {
      assert.equal(isRedirectTarget(target), true, target)
    }
    for (const target of [
      'thank-you',
      '//evil.example',
      '/\\evil.example',
      '/thank you',
      'http://example.com',
      'https://',
      'https:///path',
      'javascript:alert(1)',
      'mailto:hello@example.com',
      ' /thank-you',
    ]) {
      assert.equal(isRedirectTarget(target), false, target)
    }
  })

  it('is required, and checked, only when the form redirects', () => {
    const redirecting = { confirmationType: 'redirect' }
    assert.equal(redirectUrlRule('/thank-you', redirecting), true)
    assert.match(String(redirectUrlRule(undefined, redirecting)), /Enter where visitors go/)
    assert.match(String(redirectUrlRule('//evil.example', redirecting)), /path on this site/)
    assert.equal(redirectUrlRule(undefined, { confirmationType: 'message' }), true)
    assert.equal(redirectUrlRule('not checked while hidden', { confirmationType: 'message' }), true)
  })
})

describe('plainTextExcerpt', () => {
  it('joins the text of blocks and cuts it to the preview line', () => {
    const blocks = [
      { _type: 'block', children: [{ text: 'We keep your details ' }, { text: 'private.' }] },
      { _type: 'image' },
      { _type: 'block', children: [{ text: 'Read our privacy policy for how we use them.' }] },
    ]
    assert.equal(
      plainTextExcerpt(blocks, 200),
      'We keep your details private. Read our privacy policy for how we use them.',
    )
    assert.equal(plainTextExcerpt(blocks, 20), 'We keep your detail…')
    assert.equal(plainTextExcerpt(undefined), '')
  })
})

describe('a form document in the Studio', () => {
  const block = (text: string) => ({
    _key: text.slice(0, 4),
    _type: 'block',
    style: 'normal',
    markDefs: [],
    children: [{ _key: 's', _type: 'span', text, marks: [] }],
  })
  const valid = {
    _id: 'form-tours-test',
    _type: 'form',
    brand: 'tours',
    title: 'Test',
    submitButtonLabel: 'Send',
    confirmationType: 'message',
    confirmationMessage: [block('Thanks')],
    fields: [
      { _key: 'a', _type: 'textField', name: 'firstName', label: 'First name', required: true, width: 50 },
      { _key: 'm', _type: 'emailField', name: 'email', label: 'Email', required: true },
      { _key: 'b', _type: 'countryField', name: 'country', label: 'Country', defaultValue: 'AU' },
      { _key: 'c', _type: 'stateField', name: 'state', label: 'State', defaultValue: 'NY' },
      {
        _key: 'd',
        _type: 'selectField',
        name: 'brochure',
        label: 'Brochure',
        options: [
          { _key: 'o1', _type: 'selectOption', label: 'Japan', value: 'japan' },
          { _key: 'o2', _type: 'selectOption', label: 'Peru', value: 'peru' },
        ],
        defaultValue: 'peru',
      },
      { _key: 'e', _type: 'textareaField', name: 'message', label: 'Message', rows: 4 },
      { _key: 'f', _type: 'messageField', message: [block('We keep your details private.')] },
    ],
  }
  const problemsOf = async (document: Record<string, unknown>) =>
    (await validateDocuments([document as unknown as SanityDocument])).map(
      ({ path, message }) => `${path}: ${message}`,
    )

  it('is valid with well-formed fields', async () => {
    assert.deepEqual(await problemsOf(valid), [])
  })

  it('takes a "Show only when" that names another field of the form, with a value it can hold', async () => {
    const post = { _key: 'p', _type: 'checkboxField', name: 'post', label: 'Post it' }
    const street = { _key: 's', _type: 'textField', name: 'street', label: 'Street', required: true }
    const withFields = (...fields: object[]) => ({ ...valid, fields: [...valid.fields, ...fields] })
    assert.deepEqual(
      await problemsOf(withFields(post, { ...street, showWhen: { field: 'post', value: 'true' } })),
      [],
    )
    assert.deepEqual(
      await problemsOf(
        withFields(
          post,
          { ...street, showWhen: { field: 'brochure', value: 'japan' } },
          {
            ...street,
            _key: 't',
            name: 'town',
            showWhen: { field: 'street', value: 'x' },
          },
        ),
      ),
      [],
    )
    const problems = await problemsOf(
      withFields(
        { ...post, showWhen: { field: 'town', value: 'x' } },
        { ...street, showWhen: { field: 'postage', value: 'true' } },
        { ...street, _key: 't', name: 'town', showWhen: { field: 'post', value: 'yes' } },
        { ...street, _key: 'u', name: 'suburb', showWhen: { field: 'suburb', value: 'x' } },
        { ...street, _key: 'v', name: 'region', showWhen: { field: 'brochure', value: 'Peru' } },
      ),
    )
    assert.deepEqual(problems.sort(), [
      'fields.[_key=p].showWhen.field: “town” itself shows only when this field holds a value: name another field',
      'fields.[_key=s].showWhen.field: This form has no field named “postage”',
      'fields.[_key=t].showWhen.field: “post” itself shows only when this field holds a value: name another field',
      'fields.[_key=t].showWhen.value: For a checkbox, enter true (ticked) or false (not ticked)',
      'fields.[_key=u].showWhen.field: A field cannot depend on itself: name another field',
      'fields.[_key=v].showWhen.value: “Peru” is not the value of any option of “brochure”',
    ])
  })

  it('shows each broken rule at its field', async () => {
    const problems = await problemsOf({
      ...valid,
      confirmationType: 'redirect',
      redirectUrl: '//elsewhere.example',
      fields: [
        { ...valid.fields[0], width: 40 },
        valid.fields[1],
        { ...valid.fields[2], name: 'firstName', defaultValue: 'XK' },
        { ...valid.fields[3], name: '2nd', defaultValue: 'PR' },
        { ...valid.fields[4], defaultValue: 'Peru' },
        { ...valid.fields[5], rows: 30 },
        { _key: 'f', _type: 'messageField' },
      ],
    })
    assert.deepEqual(problems.sort(), [
      'fields.[_key=a].name: Another field of this form is already named “firstName”',
      'fields.[_key=a].width: Value "40" did not match any allowed values',
      'fields.[_key=b].defaultValue: Value "XK" did not match any allowed values',
      'fields.[_key=b].name: Another field of this form is already named “firstName”',
      'fields.[_key=c].defaultValue: Value "PR" did not match any allowed values',
      'fields.[_key=c].name: Start with a letter, then use only letters, digits and _',
      'fields.[_key=d].defaultValue: “Peru” is not the value of any option of this field',
      'fields.[_key=e].rows: Must be lower than or equal to 20',
      'fields.[_key=f].message: Required',
      'redirectUrl: Enter a path on this site, such as /thank-you, or a full address starting with https://',
    ])
  })

  it('offers the brand’s brochures in a select with no options, default or condition of its own', async () => {
    const brochures = {
      ...valid.fields[4],
      options: undefined,
      defaultValue: undefined,
      choices: 'brochures',
    }
    const fieldsWith = (select: object, ...more: object[]) =>
      valid.fields.map((field) => (field._key === 'd' ? select : field)).concat(more)
    assert.deepEqual(await problemsOf({ ...valid, fields: fieldsWith(brochures) }), [])
    const postal = {
      _key: 'p',
      _type: 'textField',
      name: 'street',
      label: 'Street',
      showWhen: { field: 'brochure', value: 'Japan 2027' },
    }
    assert.deepEqual(
      (
        await problemsOf({
          ...valid,
          fields: fieldsWith({ ...brochures, defaultValue: 'Japan 2027' }, postal),
        })
      ).sort(),
      [
        'fields.[_key=d].defaultValue: The brochures offered change with their publish windows: leave the default empty',
        'fields.[_key=p].showWhen.value: The choices of “brochure” are the brochures available at the moment, which change: name another field',
      ],
    )
    // Typed choices still need an option.
    assert.deepEqual(await problemsOf({ ...valid, fields: fieldsWith({ ...brochures, choices: 'typed' }) }), [
      'fields.[_key=d].options: Add at least one option, or offer the brand’s brochures',
    ])
  })

  it('needs a required email field: the CMS store keys its records by email', async () => {
    const withoutEmail = valid.fields.filter((field) => field._type !== 'emailField')
    const optionalEmail = valid.fields.map((field) =>
      field._type === 'emailField' ? { ...field, required: false } : field,
    )
    for (const fields of [withoutEmail, optionalEmail]) {
      assert.deepEqual(await problemsOf({ ...valid, fields }), [`fields: ${EMAIL_FIELD_NEEDED}`])
    }
  })

  it('needs the confirmation message only when it shows one', async () => {
    assert.deepEqual(await problemsOf({ ...valid, confirmationMessage: [] }), [
      'confirmationMessage: Write what visitors read after sending the form',
    ])
    assert.deepEqual(
      await problemsOf({
        ...valid,
        confirmationType: 'redirect',
        confirmationMessage: [],
        redirectUrl: '/thank-you',
      }),
      [],
    )
  })
})

describe('the captcha switch of a form', () => {
  it('is a yes/no an editor finds on, for a new form', () => {
    const field = (
      form.fields as { name: string; type: string; title?: string; initialValue?: unknown }[]
    ).find((candidate) => candidate.name === 'captcha')
    assert.deepEqual(
      { type: field?.type, title: field?.title, initialValue: field?.initialValue },
      { type: 'boolean', title: 'Ask for a captcha', initialValue: true },
    )
  })

  it('may be off, or missing from a form saved before it existed (the site then asks for one)', async () => {
    const problems = await validateDocuments([
      { _id: 'form-a', _type: 'form', brand: 'tours', title: 'A', fields: [], captcha: false },
      { _id: 'form-b', _type: 'form', brand: 'tours', title: 'B', fields: [] },
    ] as unknown as SanityDocument[])
    assert.deepEqual(
      problems.filter((problem) => problem.path === 'captcha'),
      [],
    )
  })
})

describe('the confirmation email', () => {
  const confirming = (captcha?: boolean) => ({
    _id: `form-${String(captcha)}`,
    _type: 'form',
    brand: 'tours',
    title: 'A',
    fields: [],
    ...(captcha === undefined ? {} : { captcha }),
    confirmationEmail: { send: true, subject: 'Thanks', body: [paragraph('We have it.')] },
  })

  it('cannot be published on a form without a captcha (issue 28: anyone could mail strangers)', async () => {
    const problems = await validateDocuments([
      confirming(false),
      confirming(true),
      confirming(),
    ] as unknown as SanityDocument[])
    assert.deepEqual(
      problems.filter((problem) => problem.path.startsWith('confirmationEmail')),
      [
        {
          id: 'form-false',
          level: 'error',
          path: 'confirmationEmail.send',
          message: CONFIRMATION_NEEDS_CAPTCHA,
        },
      ],
    )
  })
})

function paragraph(text: string) {
  return {
    _key: 'p',
    _type: 'block',
    style: 'normal',
    markDefs: [],
    children: [{ _key: 's', _type: 'span', text, marks: [] }],
  }
}

describe('a form’s emails (issue 31)', () => {
  const enquiry = (emails: Record<string, unknown>) =>
    ({
      _id: 'form-mails',
      _type: 'form',
      brand: 'rail',
      title: 'Enquiry',
      submitButtonLabel: 'Send',
      confirmationType: 'message',
      confirmationMessage: [paragraph('Thanks')],
      fields: [
        { _key: 'a', _type: 'textField', name: 'firstName', label: 'First name' },
        { _key: 'b', _type: 'emailField', name: 'email', label: 'Email', required: true },
        { _key: 'c', _type: 'textareaField', name: 'message', label: 'Message' },
        {
          _key: 'd',
          _type: 'selectField',
          name: 'journey',
          label: 'Journey',
          options: [{ _key: 'o', label: 'The Ghan', value: 'ghan' }],
        },
      ],
      ...emails,
    }) as unknown as SanityDocument
  const mailProblems = async (emails: Record<string, unknown>) =>
    (await validateDocuments([enquiry(emails)])).filter((problem) => /Email\./.test(problem.path))

  it('refuses a placeholder no field has, naming the fields, and warns of a field that place leaves blank', async () => {
    const problems = await mailProblems({
      notificationEmail: {
        recipients: ['team@example.com'],
        subject: '{{journey}} from {{firstName}}',
        introduction: '{{message}} {{frist}}',
      },
      confirmationEmail: {
        send: true,
        subject: 'Thanks {{firstName}}',
        body: [paragraph('Dear {{FullName}}, we will call you on {{message}} about {{journey}}')],
      },
    })
    assert.deepEqual(
      problems.map(({ level, path, message }) => ({ level, path, message: message.split(':')[0] })),
      [
        { level: 'warning', path: 'notificationEmail.subject', message: '{{firstName}} will be left blank' },
        { level: 'error', path: 'notificationEmail.introduction', message: 'No field is named {{frist}}' },
        { level: 'error', path: 'confirmationEmail.body', message: 'No field is named {{FullName}}' },
        { level: 'warning', path: 'confirmationEmail.body', message: '{{message}} will be left blank' },
      ],
    )
    const unknown = problems.find(({ path, level }) => path === 'confirmationEmail.body' && level === 'error')
    assert.match(unknown!.message, /This form's field names: firstName, .*journey/)
  })

  it('refuses a confirmation that is sent with no text', async () => {
    for (const body of [undefined, [], [paragraph('  ')]]) {
      const problems = await mailProblems({ confirmationEmail: { send: true, subject: 'Thanks', body } })
      assert.deepEqual(problems, [
        {
          id: 'form-mails',
          level: 'error',
          path: 'confirmationEmail.body',
          message: CONFIRMATION_NEEDS_TEXT,
        },
      ])
    }
    assert.deepEqual(await mailProblems({ confirmationEmail: { send: false, subject: '', body: [] } }), [])
  })
})
