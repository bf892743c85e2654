/** @jest-environment node */
import { formTitle, labelledFields, parseFormFilterValue, spacedName } from './formNames'

describe('how the Submissions tool names a form and its fields', () => {
  it('calls a CMS form by its stored title, a form in code by its declaration', () => {
    expect(formTitle('cms-form', 'Golf day enquiry')).toBe('Golf day enquiry')
    expect(formTitle('tailorMade', null)).toBe('Tailor-made request')
    expect(formTitle('failure-alert', null)).toBe('Failure alert')
    expect(formTitle('retired-form', null)).toBe('retired-form')
    expect(parseFormFilterValue('cms-form:form-golf-golf-day-enquiry')).toEqual({
      kind: 'cms-form',
      ref: 'form-golf-golf-day-enquiry',
    })
    expect(parseFormFilterValue('contact')).toEqual({ kind: 'contact' })
  })

  it("labels a form in code's fields by its declaration, else by their names spaced", () => {
    expect(labelledFields('career', { firstName: 'Ana', document: 'https://x/cv.pdf' }, null)).toEqual([
      { name: 'firstName', label: 'First name', value: 'Ana' },
      { name: 'document', label: 'CV', value: 'https://x/cv.pdf' },
    ])
    expect(spacedName('numberOfRoundsOfGolf')).toBe('Number of rounds of golf')
  })

  it("labels a CMS form's fields by the labels stored with it, and leaves out what the route added", () => {
    const payload = {
      form: 'form-x',
      title: 'Brochure request',
      email: 'ana@example.com',
      submissionData: [
        { field: 'firstName', value: 'Ana' },
        { field: 'renamedSince', value: 'kept' },
      ],
      mails: { notification: { text: 'Ana' } },
    }
    expect(labelledFields('cms-form', payload, { firstName: 'Your first name' })).toEqual([
      { name: 'firstName', label: 'Your first name', value: 'Ana' },
      { name: 'renamedSince', label: 'Renamed since', value: 'kept' },
    ])
    expect(labelledFields('contact', null, null)).toEqual([])
  })
})
