import { readText, withEnteredValues } from './startValues'

const defaults = { title: '', firstName: '', phoneCountry: 'AU' }

describe("a form's start values", () => {
  it('are its defaults when the visitor entered nothing before it hydrated', () => {
    expect(withEnteredValues(defaults, {}, readText)).toEqual(defaults)
  })

  it('take what the visitor entered in a control, even an emptied one', () => {
    expect(withEnteredValues(defaults, { firstName: 'Aroha', phoneCountry: '' }, readText)).toEqual({
      title: '',
      firstName: 'Aroha',
      phoneCountry: '',
    })
  })

  it("ignore controls the form has no field for, and values a field's control cannot hold", () => {
    const entered = { 'g-recaptcha-response': 'token', title: true }
    expect(withEnteredValues(defaults, entered, readText)).toEqual(defaults)
  })

  it('keep the default of a field named like a property every object has', () => {
    expect(withEnteredValues({ constructor: 'default' }, {}, readText)).toEqual({ constructor: 'default' })
  })

  it("read each entered value as its field's", () => {
    const read = (entered: string | boolean, defaultValue: number, name: string) =>
      name === 'travellers' && typeof entered === 'string' ? Number(entered) : defaultValue
    expect(withEnteredValues({ travellers: 2, nights: 7 }, { travellers: '4', nights: '9' }, read)).toEqual({
      travellers: 4,
      nights: 7,
    })
  })
})
