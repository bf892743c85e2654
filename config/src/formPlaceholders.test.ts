import {
  echoedName,
  fillPlaceholders,
  mayShow,
  placeholderNames,
  hiddenPlaceholders,
  unknownPlaceholders,
} from './formPlaceholders'

const fields = [
  { _type: 'textField', name: 'firstName' },
  { _type: 'emailField', name: 'email' },
  { _type: 'textareaField', name: 'message' },
  { _type: 'selectField', name: 'journey' },
]

it('reads every {{…}}, trimmed, each once', () => {
  expect(placeholderNames('Dear {{ firstName }}, {{journey}} {{firstName}} {{first name}} {{}}')).toEqual([
    'firstName',
    'journey',
    'first name',
    '',
  ])
})

it('fills the names it knows and blanks every other {{…}}, with the spaces before it', () => {
  expect(fillPlaceholders('Dear {{ firstName }} {{x}}{{a.b}}{{}}!', { firstName: 'Ana' })).toBe('Dear Ana!')
  expect(fillPlaceholders('Dear {{firstName}},\n{{firstName}} {{x}}', { firstName: '' })).toBe('Dear,\n')
  expect(fillPlaceholders('{{constructor}}', {})).toBe('')
})

it('echoes a name of letters of any script, spaces, hyphens and apostrophes, 40 at most, else none', () => {
  for (const name of ['Zoë O’Brien-Núñez', 'ʻIolani Kahananui', 'Nguyễn Thị Minh Khai', 'सीता', 'Ōtani'])
    expect(echoedName(name)).toBe(name)
  expect(echoedName('  Jose\u0301   Ana ')).toBe('José Ana')
  expect(echoedName('a'.repeat(40))).toBe('a'.repeat(40))
  for (const name of [
    'a'.repeat(41),
    'Agent 007',
    'evil．com',
    'evilꞏcom',
    'evilᐧcom',
    'Ana \u0301x',
    'Ana_Lee',
    'Ana, call us',
    '',
  ])
    expect(echoedName(name)).toBe('')
})

it('shows any field in the team’s text, choices only in its subject, choices and names to the visitor', () => {
  const [name, email, message, journey] = fields as [
    (typeof fields)[0],
    (typeof fields)[0],
    (typeof fields)[0],
    (typeof fields)[0],
  ]
  expect([name, email, message, journey].map((field) => mayShow(field, 'teamText'))).toEqual([
    true,
    true,
    true,
    true,
  ])
  expect([name, email, message, journey].map((field) => mayShow(field, 'teamSubject'))).toEqual([
    false,
    false,
    false,
    true,
  ])
  expect([name, email, message, journey].map((field) => mayShow(field, 'visitor'))).toEqual([
    true,
    false,
    false,
    true,
  ])
})

it('refuses names no field has, listing the form’s fields', () => {
  expect(unknownPlaceholders('Dear {{firstName}}, {{journey}}', fields)).toBe(true)
  expect(unknownPlaceholders(undefined, fields)).toBe(true)
  expect(unknownPlaceholders('Dear {{FullName}}, about {{journey}}', fields)).toBe(
    "No field is named {{FullName}}: the mail would show nothing there. This form's field names: firstName, email, message, journey",
  )
  expect(unknownPlaceholders('Dear {{name}}', [])).toMatch(/field names: none yet$/)
})

it('warns of fields the place leaves blank, and not of names no field has (the error above says those)', () => {
  expect(hiddenPlaceholders('You wrote {{message}} ({{email}}) {{nobody}}', fields, 'visitor')).toBe(
    '{{message}}, {{email}} will be left blank: a mail to the visitor shows only choices and their name (a text field whose name ends in “name”, shown when it is letters, spaces, hyphens and apostrophes, 40 at most)',
  )
  expect(hiddenPlaceholders('From {{firstName}}', fields, 'teamSubject')).toMatch(
    /^\{\{firstName\}\} will be left blank: a subject shows only choices/,
  )
  expect(hiddenPlaceholders('From {{firstName}}: {{message}}', fields, 'teamText')).toBe(true)
  expect(hiddenPlaceholders('Dear {{firstname}}', fields, 'visitor')).toBe(true)
})
