import type { Schema } from 'yup'
import { webinarBody } from '@/server/delivery/webinarBody'
import { FORM_GONE_MESSAGE } from '@/forms/formPlace'
import { WEBINAR_CAPTCHA_MESSAGE, webinarFieldsSchema, webinarSchema } from './schema'
import { schemaMessages } from '@/testing/schemaMessages'

const valid = {
  firstName: 'Priya',
  surname: 'Raman',
  email: 'priya@agency.example',
  organisation: 'Harbour Travel',
  jobTitle: 'Senior consultant',
  state: 'NSW',
  other: '123456',
}

const messages = (values: unknown, schema: Schema = webinarFieldsSchema) => schemaMessages(schema, values)

describe('the webinar form', () => {
  it("asks for every field with spec 02's messages", async () => {
    const empty = Object.fromEntries(Object.keys(valid).map((name) => [name, '']))
    expect(await messages(empty)).toEqual({
      firstName: 'Please enter first name.',
      surname: 'Please enter surname.',
      email: 'Please enter email.',
      organisation: 'Please enter organisation.',
      jobTitle: 'Please enter job title.',
      state: 'Please enter state.',
      other: 'Please enter.',
    })
  })

  it('takes a valid email and a six-digit association ID only', async () => {
    expect(await messages(valid)).toEqual({})
    expect(await messages({ ...valid, email: 'priya@' })).toEqual({ email: 'Email is not valid!' })
    for (const other of ['12345', '1234567', '12345a', ' 123456'])
      expect(await messages({ ...valid, other })).toEqual({
        other: 'Please enter your 6-digit industry association ID.',
      })
  })

  it('needs, at its route, the form’s place and the captcha token as well, and never a type', async () => {
    expect(await messages(valid, webinarSchema)).toEqual({
      page: FORM_GONE_MESSAGE,
      block: FORM_GONE_MESSAGE,
      captchaToken: WEBINAR_CAPTCHA_MESSAGE,
    })
    const place = { page: 'page-tours-webinar', block: 'w1' }
    expect(await messages({ ...valid, ...place, captchaToken: 't' }, webinarSchema)).toEqual({})
    expect(await messages({ ...valid, ...place, captchaToken: 't', type: 'x' }, webinarSchema)).toEqual({
      '': 'Unknown field: type',
    })
  })

  it('reaches the CMS store as {type, email, contents}, the contents being the registration as JSON', () => {
    expect(webinarBody({ type: 'Agent webinar', ...valid })).toEqual({
      type: 'Agent webinar',
      email: 'priya@agency.example',
      contents:
        '{"type":"Agent webinar","firstName":"Priya","surname":"Raman","email":"priya@agency.example",' +
        '"organisation":"Harbour Travel","jobTitle":"Senior consultant","state":"NSW","other":"123456"}',
    })
  })
})
