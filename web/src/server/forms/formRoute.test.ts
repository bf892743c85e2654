/** @jest-environment node */
import cmsFormRoute from '../../../pages/api/form-submissions'
import formRoute from '../../../pages/api/forms/[form]'
import tailorMadeRoute from '../../../pages/api/tailorMade'
import { formNames } from '@/forms/formNames.generated'
import { formPath } from '@/forms/formPath'
import { routesByPath, startApiServer } from '@/testing/apiServer'
import { validFormBodies } from '@/testing/formBodies'
import { formDeclarations } from './declarations.generated'

// The form routes as Next serves them, each under its file's path in pages/, over real HTTP.
const saved = { ...process.env }
let api: Awaited<ReturnType<typeof startApiServer>>

beforeAll(async () => {
  Object.assign(process.env, { CAPTCHA_MODE: 'test', FORM_RATE_LIMIT_PER_MINUTE: '100000' })
  api = await startApiServer(
    routesByPath({
      '/api/forms/[form]': formRoute,
      '/api/form-submissions': cmsFormRoute,
      '/api/tailorMade': tailorMadeRoute,
    }),
  )
})
afterAll(async () => {
  process.env = saved
  await api.close()
})

const post = (path: string, site = 'tours') => api.post(path, {}, { host: `${site}.localhost` })

describe('the form route, /api/forms/<name>', () => {
  it('answers 404 for a name no form is declared under', async () => {
    for (const name of ['newseltter', 'constructor', 'contact,cms']) {
      const { status, body } = await post(`/api/forms/${name}`)
      expect({ status, body }).toEqual({
        status: 404,
        body: { status: 404, message: 'Not Found', errors: [{ message: 'Not Found' }] },
      })
    }
  })

  it('serves every declared form where the browser posts it (formPath), refusing an empty body field by field', async () => {
    expect(formNames).toEqual(formDeclarations.map(({ name }) => name).sort())
    for (const { form, site } of validFormBodies()) {
      const { status, body } = await post(formPath(form), site)
      expect({ form, status }).toEqual({ form, status: 400 })
      const { errors } = body as { errors: { field?: string; message: string }[] }
      expect({ form, fields: errors.some((error) => error.field) }).toEqual({ form, fields: true })
      // An older path the spec names is the same route as /api/forms/<name>.
      expect(await post(`/api/forms/${form}`, site)).toMatchObject({ status, body })
    }
  })

  it('still stores each older form under its kind: a kind is never renamed', () => {
    expect(formDeclarations.map(({ name, formKind }) => [name, formKind])).toEqual(
      expect.arrayContaining([
        ['contact', 'contact'],
        ['cms', 'cms-form'],
        ['tailorMade', 'tailorMade'],
        ['webinar', 'webinar'],
        ['career', 'career'],
        ['agentAcceptance', 'agentAcceptance'],
        ['familRegistration', 'familRegistration'],
        ['virtuoso', 'virtuoso'],
        ['enquiryFlight', 'enquiryFlight'],
        ['enquiryAccommodation', 'enquiryAccommodation'],
      ]),
    )
  })
})

describe('formPath, where the browser posts a form', () => {
  it('is /api/forms/<name>, but the paths the spec names for the CMS forms and the wizard', () => {
    expect(formPath('contact')).toBe('/api/forms/contact')
    expect(formPath('enquiryFlight')).toBe('/api/forms/enquiryFlight')
    expect(formPath('cms')).toBe('/api/form-submissions')
    expect(formPath('tailorMade')).toBe('/api/tailorMade')
  })
})
