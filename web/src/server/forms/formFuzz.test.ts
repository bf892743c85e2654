/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { isDeepStrictEqual } from 'node:util'
import { MULTI_LINE_MESSAGE } from '@/forms/rules/multiLine'
import { SINGLE_LINE_MESSAGE } from '@/forms/rules/singleLine'
import { submissionsDb } from '@/server/submissions/database'
import { startApiServer } from '@/testing/apiServer'
import { validFormBodies } from '@/testing/formBodies'
import { sandboxForThisFile } from '@/testing/sandbox'
import { storedSubmissions } from '@/testing/storedSubmissions'
import { testDatabases } from '@/testing/testDatabases'

// Every form route over a real socket, sent each valid body with one field at a time replaced by
// something no browser of ours sends: a refusal (4xx) or a stored submission, never a 5xx. The
// sandbox answers the warehouse's calls (a product enquiry's route looks its product up).
sandboxForThisFile()
const saved = { ...process.env }
let api: Awaited<ReturnType<typeof startApiServer>>
let store: Awaited<ReturnType<(typeof testDatabases)[0]['create']>>

beforeAll(async () => {
  Object.assign(process.env, {
    CAPTCHA_MODE: 'test',
    FORM_RATE_LIMIT_PER_MINUTE: '100000',
    FORM_SITE_RATE_LIMIT_PER_MINUTE: '100000',
  })
  const { default: formRoute } = await import('../../../pages/api/forms/[form]')
  api = await startApiServer(formRoute)
  store = await testDatabases[0]!.create()
  jest.mocked(submissionsDb).mockResolvedValue(store.db)
})
afterAll(async () => {
  process.env = saved
  await Promise.all([api.close(), store.dispose()])
})

/** What stands in for a field: wrong types, control and format characters, sizes, nesting. */
const ODD_VALUES: unknown[] = [
  null,
  0,
  -1.5e308,
  true,
  [],
  ['a', 1, null],
  {},
  { $gt: '' },
  '',
  ' ',
  '\u0000',
  'a\r\nb',
  '\u202eevil',
  '\u200b',
  '\ud800',
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  '2099-02-30',
  '__proto__',
  { a: { b: { c: { d: [1, [2, [3]]] } } } },
]

/** Whole bodies that are not a form's object at all. */
const ODD_BODIES = ['', 'null', '[]', '"text"', '12', '{', '{"a":', '\u0000', '{"__proto__":{"x":1}}']

/** A C1 control, a bidi override and isolate, and an invisible filler: what no text field takes. */
const HIDDEN_CHARACTERS = ['\u009b', '\u202e', '\u2066', '\u3164']

type Path = (string | number)[]

/** Where a body holds text (nested in lists and objects too), but the captcha token and the honeypot. */
function textPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'captchaToken' || key === 'website'
      ? []
      : textPaths(inner, [...path, Array.isArray(value) ? Number(key) : key]),
  )
}

/** A copy of the body with that text put in front of the text at that path. */
function withText(body: Record<string, unknown>, path: Path, prefix: string) {
  const copy = structuredClone(body)
  let parent: Record<string | number, unknown> = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = path.at(-1)!
  parent[last] = `${prefix}${parent[last] as string}`
  return copy
}

const storedCount = () => storedSubmissions(store.db)

describe.each(validFormBodies())('POST /api/forms/$form', ({ form, site, body }) => {
  const post = (sent: string) =>
    api.post(`/api/forms/${form}`, sent, { host: `${site}.localhost` }).then((reply) => reply.status)
  const answer = (sent: Record<string, unknown>) =>
    api.post(`/api/forms/${form}`, JSON.stringify(sent), { host: `${site}.localhost` }).then((reply) => ({
      status: reply.status,
      errors: (reply.body as { errors?: unknown[] }).errors ?? [],
    }))

  it('stores the valid body (the career form: refuses its CV, which was never uploaded)', async () => {
    expect(await post(JSON.stringify(body))).toBe(form === 'career' ? 400 : 201)
  })

  it('never answers 5xx to a body with one field replaced by an odd value', async () => {
    const statuses = new Map<string, number>()
    for (const field of Object.keys(body))
      for (const [index, value] of ODD_VALUES.entries())
        statuses.set(`${field} #${index}`, await post(JSON.stringify({ ...body, [field]: value })))
    // And fields no form has, beside the valid ones.
    statuses.set('unknown field', await post(JSON.stringify({ ...body, unknownField: 'x' })))
    const errors = [...statuses].filter(([, status]) => status >= 500)
    expect(errors).toEqual([])
  })

  // Over a hundred posts for the agent acceptance form's twenty text fields: more than one post's time.
  it('refuses C1 controls, bidi controls and invisible fillers in each text field, and stores nothing', async () => {
    // A text field takes a letter put in front (the valid body's answer); a choice, a date or an
    // id does not. Where the valid body is refused (the career form's CV), a field that answers
    // a NUL alike is not checked as text either. A text field that takes a line break is multi-line.
    const valid = await answer(body)
    const takes = async (path: Path, text: string) =>
      isDeepStrictEqual(await answer(withText(body, path, text)), valid)
    const textFields: [Path, string][] = []
    for (const path of textPaths(body)) {
      if (!(await takes(path, 'X')) || (valid.status !== 201 && (await takes(path, '\u0000')))) continue
      textFields.push([path, (await takes(path, 'X\n')) ? MULTI_LINE_MESSAGE : SINGLE_LINE_MESSAGE])
    }
    expect(textFields).not.toEqual([])
    const before = await storedCount()
    const refusals: Record<string, unknown> = {}
    const expected: Record<string, unknown> = {}
    for (const [path, message] of textFields)
      for (const character of HIDDEN_CHARACTERS) {
        const name = `${path.join('.')} with U+${character.codePointAt(0)!.toString(16).toUpperCase()}`
        refusals[name] = await answer(withText(body, path, `X${character}`))
        expected[name] = {
          status: 400,
          errors: expect.arrayContaining([...valid.errors, { field: expect.any(String), message }]),
        }
      }
    expect(refusals).toEqual(expected)
    expect(await storedCount()).toBe(before)
  }, 60_000)

  it('never answers 5xx to a body that is not its object', async () => {
    const errors: [string, number][] = []
    for (const sent of ODD_BODIES) {
      const status = await post(sent)
      if (status >= 500) errors.push([sent, status])
    }
    expect(errors).toEqual([])
  })
})
