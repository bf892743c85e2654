import type { FormDefinition } from '@/forms/fields/definition'
import { linkValues } from './linkValues'

const field = (name: string, _type: string, fillFromLink: boolean | null) => ({
  _key: name,
  _type,
  name,
  label: name,
  required: false,
  width: 100,
  defaultValue: null,
  fillFromLink,
  rows: null,
  options: null,
  message: null,
})

const definition = {
  fields: [
    field('voyage', 'textField', true),
    field('firstName', 'textField', false),
    field('notes', 'textareaField', null),
  ],
} as unknown as Pick<FormDefinition, 'fields'>

describe('linkValues', () => {
  it("gives the fields marked 'Fill from the link' their parameter's text, and no other field anything", () => {
    expect(linkValues(definition, '?voyage=Danube+Serenade&firstName=Ana&notes=hi&other=x')).toEqual({
      voyage: 'Danube Serenade',
    })
    expect(linkValues(definition, '?voyage=Norway%E2%80%99s%20Fjords%20%26%20North%20Cape')).toEqual({
      voyage: 'Norway’s Fjords & North Cape',
    })
  })

  it('gives nothing without the parameter, or with only spaces in it', () => {
    expect(linkValues(definition, '')).toEqual({})
    expect(linkValues(definition, '?voyage=%20%20')).toEqual({})
  })

  it('takes any text as plain text on one line: no markup is read, no line break or invisible character kept', () => {
    const markup = '<img src=x onerror=alert(1)>'
    expect(linkValues(definition, `?voyage=${encodeURIComponent(markup)}`)).toEqual({ voyage: markup })
    expect(linkValues(definition, '?voyage=Danube%0D%0ASerenade%E2%80%AE%00')).toEqual({
      voyage: 'Danube Serenade',
    })
  })

  it('cuts a value to the 500 characters a text field takes, never half a character', () => {
    expect(linkValues(definition, `?voyage=${'a'.repeat(600)}`).voyage).toHaveLength(500)
    expect(linkValues(definition, `?voyage=${'a'.repeat(499)}${encodeURIComponent('🚢')}`).voyage).toBe(
      'a'.repeat(499),
    )
  })
})
