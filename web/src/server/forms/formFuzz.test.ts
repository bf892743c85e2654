/** @jest-environment node */
jest.mock('@/server/submissions/database', () => ({
  ...jest.requireActual('@/server/submissions/database'),
  submissionsDb: jest.fn(),
}))

import { submissionsDb } from '@/server/submissions/database'
import { startApiServer } from '@/testing/apiServer'
import { validFormBodies } from '@/testing/formBodies'
import { testDatabases } from '@/testing/testDatabases'

// Every form route over a real socket, sent each valid body with one field at a time replaced by
// something no browser of ours sends: a refusal (4xx) or a stored submission, never a 5xx.
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

describe.each(validFormBodies())('POST /api/forms/$form', ({ form, site, body }) => {
  const post = (sent: string) =>
    api.post(`/api/forms/${form}`, sent, { host: `${site}.localhost` }).then((reply) => reply.status)

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

  it('never answers 5xx to a body that is not its object', async () => {
    const errors: [string, number][] = []
    for (const sent of ODD_BODIES) {
      const status = await post(sent)
      if (status >= 500) errors.push([sent, status])
    }
    expect(errors).toEqual([])
  })
})
