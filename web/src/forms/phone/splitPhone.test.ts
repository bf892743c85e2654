/** @jest-environment node */
import { splitPhone } from './splitPhone'

describe('splitPhone', () => {
  it.each([
    ['0412 345 678', 'AU', { countryCode: '+61', phoneNumber: '412345678' }],
    ['(02) 9876 5432', 'AU', { countryCode: '+61', phoneNumber: '298765432' }],
    ['+64 21 123 4567', 'AU', { countryCode: '+64', phoneNumber: '211234567' }],
    ['021 123 4567', 'NZ', { countryCode: '+64', phoneNumber: '211234567' }],
    ['+44 20 7946 0958', 'NZ', { countryCode: '+44', phoneNumber: '2079460958' }],
  ])('%s in %s', (input, region, expected) => {
    expect(splitPhone(input, region)).toEqual(expected)
  })

  it('falls back to a leading plus and 1 to 4 digits when the number does not parse', () => {
    expect(splitPhone('+999 12', 'AU')).toEqual({ countryCode: '+999', phoneNumber: '12' })
  })

  it("falls back to the region's calling code for other text", () => {
    expect(splitPhone('12', 'AU')).toEqual({ countryCode: '+61', phoneNumber: '12' })
  })
})
