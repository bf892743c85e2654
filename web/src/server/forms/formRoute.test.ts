/** @jest-environment node */
import { Readable } from 'node:stream'
import type { NextApiRequest } from 'next'
import formRoute from '../../../pages/api/forms/[form]'
import { fakeApiResponse } from '@/testing/fakeApiResponse'
import { formDeclarations } from './declarations'

function post(form: string | string[]) {
  const req = Object.assign(Readable.from([Buffer.from('{}')]), {
    method: 'POST',
    headers: { host: 'tours.localhost:3000', 'content-type': 'application/json' },
    socket: { remoteAddress: '203.0.113.7' },
    query: { form },
  }) as unknown as NextApiRequest
  const { res, recorded } = fakeApiResponse()
  return formRoute(req, res).then(() => recorded)
}

describe('the form route, /api/forms/<name>', () => {
  it('answers 404 for a name no form is declared under', async () => {
    for (const name of ['brochure', 'constructor', ['contact', 'cms']]) {
      const { statusCode, body } = await post(name)
      expect({ statusCode, body }).toEqual({
        statusCode: 404,
        body: { status: 404, message: 'Not Found', errors: [{ message: 'Not Found' }] },
      })
    }
  })

  it('serves each declared form, under its own name and stored kind', async () => {
    expect(formDeclarations.map(({ name, formKind }) => [name, formKind])).toEqual([
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
    ])
    // A declared form checks what it is sent: an empty body is refused with field messages.
    const { statusCode } = await post('contact')
    expect(statusCode).toBe(400)
  })
})
