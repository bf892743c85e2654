import { countryOptions, usStateOptions } from './regions'

const codes = (options: ReadonlyArray<{ code: string }>) => options.map((option) => option.code)
const sortedByName = (options: ReadonlyArray<{ name: string }>) =>
  options.every(
    (option, index) => index === 0 || options[index - 1]!.name.localeCompare(option.name, 'en') <= 0,
  )

describe('countryOptions', () => {
  it('lists the 249 ISO 3166-1 countries once each, by English name', () => {
    expect(countryOptions).toHaveLength(249)
    expect(new Set(codes(countryOptions)).size).toBe(249)
    expect(codes(countryOptions).every((code) => /^[A-Z]{2}$/.test(code))).toBe(true)
    expect(sortedByName(countryOptions)).toBe(true)
  })

  it('names countries in English', () => {
    expect(countryOptions).toContainEqual({ code: 'AU', name: 'Australia' })
    expect(countryOptions).toContainEqual({ code: 'NZ', name: 'New Zealand' })
    expect(countryOptions).toContainEqual({ code: 'US', name: 'United States of America' })
    expect(countryOptions).toContainEqual({ code: 'DE', name: 'Germany' })
  })

  it('leaves out user-assigned codes such as XK', () => {
    expect(codes(countryOptions)).not.toContain('XK')
  })
})

describe('usStateOptions', () => {
  it('lists the 50 states and DC by code without the US- prefix, by name', () => {
    expect(usStateOptions).toHaveLength(51)
    expect(usStateOptions).toContainEqual({ code: 'NY', name: 'New York' })
    expect(usStateOptions).toContainEqual({ code: 'DC', name: 'District of Columbia' })
    expect(usStateOptions[0]).toEqual({ code: 'AL', name: 'Alabama' })
    expect(usStateOptions.at(-1)).toEqual({ code: 'WY', name: 'Wyoming' })
    expect(sortedByName(usStateOptions)).toBe(true)
  })

  it('leaves out the outlying areas, which have country codes of their own', () => {
    for (const code of ['PR', 'GU', 'VI', 'AS', 'MP', 'UM']) {
      expect(codes(usStateOptions)).not.toContain(code)
      expect(codes(countryOptions)).toContain(code)
    }
  })
})
